import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QUOTE_STATUSES, REVIEW_STATUSES, type OrderStatus, type QuoteStatus, type ReviewStatus } from '@stockwatt/shared';

// One count per status: a status added to the machine and missing here fails the build.
export class QuotesDayDto implements Record<QuoteStatus, number> {
  @ApiProperty({ example: '2026-11-23', description: 'Jour (Europe/Paris)' }) day: string;
  @ApiProperty() total: number;
  @ApiProperty() 'reçu': number;
  @ApiProperty() transmis: number;
  @ApiProperty() 'échec': number;
  @ApiProperty() 'stocké': number;
  @ApiProperty() 'traité': number;
}

export class DashboardQuoteDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: QUOTE_STATUSES }) status: string;
  @ApiProperty() attempts: number;
  @ApiProperty({ nullable: true, type: String }) last_error: string | null;
  @ApiProperty() created_at: Date;
  @ApiProperty() updated_at: Date;
}

export class QueueCountsDto {
  @ApiProperty({ enum: ['up', 'down'], description: 'down : Redis injoignable, ou demandes bloquées (tâche absente ou terminée)' }) status:
    'up' | 'down';
  @ApiPropertyOptional({
    description: 'Compteurs BullMQ (waiting, active, delayed, failed, completed)',
    type: 'object',
    additionalProperties: { type: 'number' },
  })
  jobs?: Record<string, number>;
  @ApiProperty({ required: false, nullable: true, type: Number }) quotes_pending?: number | null;
  @ApiProperty({ required: false, nullable: true, type: Number }) quotes_never_picked?: number | null;
  @ApiProperty({ required: false, type: Number }) quotes_stuck?: number;
  @ApiProperty({ required: false, type: [Number] }) stuck_ids?: number[];
  @ApiProperty({ required: false }) message?: string;
}

export class DeliveriesDto {
  @ApiProperty({ description: 'Demandes en échec' }) failed_count: number;
  @ApiProperty({ description: 'Demandes reçues en attente depuis plus que le délai du balayeur' }) waiting_count: number;
  @ApiProperty({ description: 'Ce délai (QUOTE_SWEEP_AFTER_MS), en secondes' }) waiting_after_seconds: number;
  @ApiProperty({ description: 'Un service de formulaires est configuré (renvoi possible)' }) resend_available: boolean;
  @ApiProperty({ type: [DashboardQuoteDto] }) failed: DashboardQuoteDto[];
  @ApiProperty({ type: [DashboardQuoteDto] }) waiting: DashboardQuoteDto[];
  @ApiProperty({ type: QueueCountsDto, description: 'Comme /api/health (quotes_queue)' }) queue: QueueCountsDto;
}

export class LowStockProductDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() reference: string;
  @ApiProperty() stock_quantity: number;
  @ApiProperty() status: string;
}

export class CatalogueGlanceDto {
  @ApiProperty() total: number;
  @ApiProperty() published: number;
  @ApiProperty() draft: number;
  @ApiProperty({ description: 'Stock à 0' }) out_of_stock: number;
  @ApiProperty({ description: 'Stock de 1 à low_stock_units' }) low_stock: number;
  @ApiProperty() low_stock_units: number;
  @ApiProperty() without_image: number;
  @ApiProperty({ description: 'Sans document (fiche technique)' }) without_datasheet: number;
  @ApiProperty({ type: [LowStockProductDto], description: 'Les plus bas en stock' }) low_stock_products: LowStockProductDto[];
}

export class DashboardReviewDto {
  @ApiProperty() id: number;
  @ApiProperty() product_id: number;
  @ApiProperty() product_name: string;
  @ApiProperty() user_name: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() comment: string;
  @ApiProperty({ enum: REVIEW_STATUSES, description: 'Modération : seuls les avis accepted sont publiés' }) status: ReviewStatus;
  @ApiProperty() created_at: Date;
}

// One count per order status, like QuotesDayDto.
export class OrdersByStatusDto implements Record<OrderStatus, number> {
  @ApiProperty() 'confirmée': number;
  @ApiProperty() 'en préparation': number;
  @ApiProperty() 'expédiée': number;
  @ApiProperty() 'livrée': number;
  @ApiProperty() 'annulée': number;
}

export class OrdersMonthDto {
  @ApiProperty({ example: '2026-11', description: 'Mois (Europe/Paris)' }) month: string;
  @ApiProperty({ description: 'Commandes passées ce mois-là, annulées exclues' }) count: number;
  @ApiProperty({ description: 'Leur valeur HT (€)' }) value_ht: number;
}

export class ConversionDto {
  @ApiProperty({ description: 'Mois couverts (les 12 derniers, celui-ci compris)' }) months: number;
  @ApiProperty({ description: 'Demandes de devis reçues sur la période (hors spam)' }) requests: number;
  @ApiProperty({ description: 'Parmi elles, celles qui ont reçu au moins une offre envoyée' }) offers_sent: number;
  @ApiProperty({ description: 'Parmi elles, celles dont une offre est devenue commande' }) orders: number;
  @ApiProperty({ description: 'offers_sent / requests (0 à 1 ; 0 sans demande)' }) offer_rate: number;
  @ApiProperty({ description: 'orders / offers_sent (0 à 1 ; 0 sans offre)' }) order_rate: number;
}

export class OrdersGlanceDto {
  @ApiProperty({ type: OrdersByStatusDto, description: 'Toutes les commandes, par statut' }) by_status: OrdersByStatusDto;
  @ApiProperty({ type: [OrdersMonthDto], description: '12 derniers mois, celui-ci compris, du plus ancien au plus récent' })
  per_month: OrdersMonthDto[];
  @ApiProperty({ type: ConversionDto, description: 'Demandes → offres envoyées → commandes' }) conversion: ConversionDto;
}

export class DashboardDto {
  @ApiProperty() generated_at: Date;
  @ApiProperty({ example: 'Europe/Paris' }) time_zone: string;
  @ApiProperty({ type: [QuotesDayDto], description: '30 derniers jours, aujourd’hui compris (hors spam)' }) quotes_per_day: QuotesDayDto[];
  @ApiProperty({ type: DeliveriesDto }) deliveries: DeliveriesDto;
  @ApiProperty({ type: CatalogueGlanceDto }) catalogue: CatalogueGlanceDto;
  @ApiProperty({ type: [DashboardReviewDto], description: 'Les plus récents, quel que soit leur statut' })
  latest_reviews: DashboardReviewDto[];
  @ApiProperty({ description: 'Avis en attente de modération' }) pending_reviews: number;
  @ApiProperty({ type: OrdersGlanceDto }) orders: OrdersGlanceDto;
}
