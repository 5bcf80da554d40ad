/*
 * How wide the catalogue's images are drawn, for the browser to pick one of the copies the API
 * lists in `image_srcset` (uploaded images: WebP 600 and 1200 px). Keep in step with the layouts:
 * the product page's image fills the left column from `lg`, the whole width below; the catalogue
 * grid has 2, 3, 4 then 5 columns (features/catalogue/Catalogue.tsx).
 */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** `srcSet` and `sizes` for an image the API gave a srcset; nothing for the others (SVG, external URL, older upload: `src` alone). */
export function responsive(srcset: string | null | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  return srcset ? { srcSet: srcset, sizes } : {};
}
