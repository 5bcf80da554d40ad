import { backOfficeStockDot, discountPercent, effectivePrice, htFromTtc, isPriceOnRequest, shopStockLine } from '@stockwatt/shared';
import { ProductDetailDto, ProductSummaryDto } from './dto/product-views.dto';
import { srcsetOf } from '../uploads/image-variants';
import { Product } from './product.entity';

/**
 * The product columns a catalogue card is made of (the catalogue query selects just these for
 * the page's cards).
 */
export const CARD_FIELDS = [
  'id',
  'name',
  'reference',
  'brand',
  'type',
  'category',
  'image_url',
  'image_card_url',
  'price_public',
  'price_discounted',
  'stock_quantity',
  'stock_status',
  'rating',
  'review_count',
  'is_best_seller',
  'storage_capacity',
  'max_output_power',
  'life_cycles',
  'lifespan_years',
  'internet_monitoring',
  'battery_type',
  'image_variants',
  'summary',
] as const satisfies readonly (keyof Product)[];
export type ProductCard = Pick<Product, (typeof CARD_FIELDS)[number]>;

/** The picture a card shows: its own card image, else the product's image. */
export function cardImage(p: Pick<Product, 'image_url' | 'image_card_url'>): string | null {
  return p.image_card_url ?? p.image_url;
}

/**
 * A product's prices as every answer states them, derived here once from the stored ones: the
 * price paid (discounted when discounted) and the original one, TTC and HT, the discount, and
 * whether it is "sur devis". The shop's cards and pages, the partner API and the page heads
 * (through the product page's answer) all read these.
 */
export function productPrices(p: Pick<Product, 'price_public' | 'price_discounted'>) {
  const priceTtc = effectivePrice(p.price_public, p.price_discounted);
  const discount = discountPercent(p.price_public, p.price_discounted);
  const originalTtc = discount === null ? null : p.price_public;
  return {
    price_ttc: priceTtc,
    price_ht: htFromTtc(priceTtc),
    original_price_ttc: originalTtc,
    original_price_ht: originalTtc === null ? null : htFromTtc(originalTtc),
    discount_percent: discount,
    on_request: isPriceOnRequest(priceTtc),
  };
}

export function toSummary(p: ProductCard): ProductSummaryDto {
  const { on_request: _onRequest, ...prices } = productPrices(p);
  return {
    id: p.id,
    name: p.name,
    reference: p.reference,
    brand: p.brand,
    type: p.type,
    category: p.category,
    image_url: p.image_url,
    image_card_url: cardImage(p),
    image_srcset: srcsetOf(p.image_variants),
    ...prices,
    stock_quantity: p.stock_quantity,
    stock_status: p.stock_status,
    availability: backOfficeStockDot(p.stock_status, p.stock_quantity),
    stock_display: shopStockLine(p.stock_quantity),
    rating: Math.round(p.rating * 10) / 10,
    review_count: p.review_count,
    is_best_seller: p.is_best_seller,
    storage_capacity: p.storage_capacity,
    max_output_power: p.max_output_power,
    life_cycles: p.life_cycles,
    lifespan_years: p.lifespan_years,
    internet_monitoring: p.internet_monitoring,
    battery_type: p.battery_type,
    summary: p.summary,
  };
}

export function toDetail(p: Product): ProductDetailDto {
  return {
    ...toSummary(p),
    description: p.description,
    specifications: p.specifications,
    documentation: p.documentation,
    video_url: p.video_url,
    status: p.status,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}
