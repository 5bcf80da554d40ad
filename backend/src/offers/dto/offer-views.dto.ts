import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OFFER_STATUSES, type OfferState, type OfferStatus } from '@stockwatt/shared';
import { MESSAGE_AUTHORS, type MessageAuthor } from '../quote-message.entity';

export class PricedOfferLineDto {
  @ApiPropertyOptional({ nullable: true, type: Number }) productId: number | null;
  @ApiPropertyOptional({ nullable: true, type: String }) reference: string | null;
  @ApiProperty() label: string;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPriceHt: number;
  @ApiProperty() discountPercent: number;
  @ApiProperty({ description: 'Total HT de la ligne, remise déduite' }) totalHt: number;
}

const OFFER_STATES = [...OFFER_STATUSES, 'expirée'];

/** The priced lines and totals an offer and its order share (offers/priced-document.ts). */
export class PricedDocumentDto {
  @ApiProperty({ type: [PricedOfferLineDto] }) lines: PricedOfferLineDto[];
  @ApiProperty() goods_ht: number;
  @ApiProperty() delivery_ht: number;
  @ApiProperty() total_ht: number;
  @ApiProperty() vat: number;
  @ApiProperty() total_ttc: number;
}

/** What the buyer sees of a sent offer (drafts are staff-only). */
export class BuyerOfferDto extends PricedDocumentDto {
  @ApiProperty() id: number;
  @ApiProperty() version: number;
  @ApiProperty({ type: String, nullable: true, example: 'DEV-2026-00042' }) number: string | null;
  @ApiProperty({ enum: OFFER_STATUSES }) status: OfferStatus;
  @ApiProperty({ enum: OFFER_STATES, description: 'Le statut, ou « expirée » pour une offre envoyée dont la date est passée' })
  state: OfferState;
  @ApiProperty({ description: 'L’acheteur peut accepter, refuser ou demander une modification' }) answerable: boolean;
  @ApiProperty({ format: 'date' }) valid_until: string;
  @ApiPropertyOptional({ nullable: true, type: String }) note: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) sent_at: Date | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) answered_at: Date | null;
  @ApiPropertyOptional({ nullable: true, type: String }) accepted_name: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) decline_reason: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'La commande née de cette offre' }) order_number: string | null;
}

/** A signed-in buyer's newest offer on one of their quotes (the professional space's « Mes devis »). */
export class MyOfferDto extends BuyerOfferDto {
  @ApiProperty() quote_id: number;
}

export class AdminOfferDto extends BuyerOfferDto {
  @ApiProperty() quote_id: number;
  @ApiProperty() delivery_fee_ht: number;
  @ApiPropertyOptional({ nullable: true, type: String }) accepted_ip: string | null;
  @ApiPropertyOptional({ nullable: true, type: Object }) buyer_company: object | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: Date;
}

export class QuoteMessageDto {
  @ApiProperty() id: number;
  @ApiProperty() quote_id: number;
  @ApiProperty({ enum: MESSAGE_AUTHORS }) author: MessageAuthor;
  @ApiPropertyOptional({ nullable: true, type: String }) author_email: string | null;
  @ApiProperty() body: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
}

/** A quote as its buyer follows it: the request, the offers sent, the messages. */
export class QuoteThreadDto {
  @ApiProperty() id: number;
  @ApiProperty() subject: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional({ nullable: true, type: String }) company: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: [BuyerOfferDto], description: 'La plus récente en premier' }) offers: BuyerOfferDto[];
  @ApiProperty({ type: [QuoteMessageDto] }) messages: QuoteMessageDto[];
}
