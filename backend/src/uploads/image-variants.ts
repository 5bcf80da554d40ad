import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One resized copy of an uploaded image: its URL and its real width in pixels. */
export interface ImageVariant {
  url: string;
  width: number;
}

/**
 * The resized copies made when an image was uploaded, keyed by the URL handed out for the
 * original (what a product stores in `image_url`). Images with no row (SVGs shipped with the
 * storefront, external URLs, uploads older than this table) have no variants.
 */
@Entity('image_variants')
export class ImageVariantSet {
  @PrimaryColumn({ type: 'varchar', length: 1000 })
  image_url: string;

  /** Narrowest first. */
  @Column({ type: 'jsonb' })
  variants: ImageVariant[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}

/** SQL reading the variants of the image of the product row `alias` (a subquery: one index lookup, null without a row). */
export function imageVariantsSql(alias: string): string {
  return `SELECT variants FROM image_variants WHERE image_variants.image_url = ${alias}.image_url`;
}

/** The `srcset` of an image's variants (`/uploads/sizes/x-600.webp 600w, …`), null when it has none. */
export function srcsetOf(variants: ImageVariant[] | null | undefined): string | null {
  return variants?.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : null;
}
