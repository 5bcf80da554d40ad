import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QUOTE_STATUSES, type QuoteStatus } from '@stockwatt/shared';
import { CLIENT_TYPES } from '../quote.entity';
import { QuoteItemDto } from './create-quote.dto';

export class QuoteAcceptedDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: QUOTE_STATUSES })
  status: QuoteStatus;
}

export class MyQuoteDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  subject: string;

  @ApiProperty({ enum: QUOTE_STATUSES })
  status: QuoteStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at: Date;

  @ApiProperty({ type: [QuoteItemDto] })
  items: QuoteItemDto[];
}

export class AdminQuoteDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CLIENT_TYPES }) client_type: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional({ nullable: true, type: String }) company: string | null;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiPropertyOptional({ nullable: true, type: String }) product_reference: string | null;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: [QuoteItemDto] }) items: QuoteItemDto[];
  @ApiPropertyOptional({ nullable: true, type: Number }) user_id: number | null;
  @ApiPropertyOptional({ nullable: true, type: String }) user_email: string | null;
  @ApiProperty({ description: 'Pot de miel rempli : jamais transmis' }) is_spam: boolean;
  @ApiProperty({ enum: QUOTE_STATUSES }) status: QuoteStatus;
  @ApiProperty({ description: 'Tentatives de l’envoi en cours' }) attempts: number;
  @ApiProperty() resend_count: number;
  @ApiProperty({ format: 'uuid', description: 'Identité de l’envoi en cours, transmise comme Idempotency-Key au service de formulaire' })
  delivery_id: string;
  @ApiPropertyOptional({ nullable: true, type: String }) last_error: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) delivered_at: Date | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) handled_at: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: Date;
}
