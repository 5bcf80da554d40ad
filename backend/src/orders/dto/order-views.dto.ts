import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_MOVE_NAMES, ORDER_STATUSES, type OrderMove, type OrderStatus } from '@stockwatt/shared';
import { PricedDocumentDto } from '../../offers/dto/offer-views.dto';

export class OrderMoveDto {
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiPropertyOptional({ nullable: true, enum: ORDER_STATUSES }) from_status: OrderStatus | null;
  @ApiProperty({ enum: ORDER_STATUSES }) to_status: OrderStatus;
  @ApiProperty({ enum: ['buyer', 'staff'] }) actor_kind: 'buyer' | 'staff';
  @ApiPropertyOptional({ nullable: true, type: String }) actor_email: string | null;
  @ApiPropertyOptional({ nullable: true, type: Object, description: 'Transporteur et suivi, motif d’annulation, nom de l’acceptation' })
  detail: Record<string, string> | null;
}

export class MyOrderDto extends PricedDocumentDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'CMD-2026-00007' }) number: string;
  @ApiProperty({ type: String, nullable: true }) offer_number: string | null;
  @ApiProperty({ description: 'La demande de devis : sa page montre l’offre acceptée, ses lignes et son PDF' }) quote_id: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiPropertyOptional({ nullable: true, type: String }) carrier: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) tracking_number: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: Date;
}

export class AdminOrderDto extends MyOrderDto {
  @ApiProperty() offer_id: number;
  @ApiPropertyOptional({ nullable: true, type: Number }) user_id: number | null;
  @ApiProperty() buyer_name: string;
  @ApiProperty() buyer_email: string;
  @ApiPropertyOptional({ nullable: true, type: Object }) buyer_company: object | null;
  @ApiProperty({ enum: ORDER_MOVE_NAMES, isArray: true, description: 'Les actions que le statut permet' }) moves_allowed: OrderMove[];
  @ApiProperty({ type: [OrderMoveDto], description: 'Historique des mouvements (détail seulement ; vide dans la liste)' })
  history: OrderMoveDto[];
}
