import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const DELIVERY_QUEUES = ['quotes', 'mail'] as const;
export type DeliveryQueue = (typeof DELIVERY_QUEUES)[number];
export const DELIVERY_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One job of the quotes or mail queue, as staff need to read it. */
export class DeliveryDto {
  @ApiProperty({ example: 'quotes:7f0c…', description: 'queue:job id' }) id: string;
  @ApiProperty({ enum: DELIVERY_QUEUES }) queue: DeliveryQueue;
  @ApiProperty({ enum: DELIVERY_STATES }) state: DeliveryState;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'La demande de devis (file quotes)' }) quote_id: number | null;
  @ApiProperty({ description: 'Objet de la demande, ou du mail' }) subject: string;
  @ApiProperty({ description: 'Client (demande) ou destinataire (mail)' }) recipient: string;
  @ApiProperty() attempts_made: number;
  @ApiProperty() attempts_max: number;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time', description: 'Prochaine tentative (en attente différée)' })
  next_attempt_at: Date | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Dernière erreur' }) last_error: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ description: 'Un nouvel essai est possible (échec)' }) retryable: boolean;
}
