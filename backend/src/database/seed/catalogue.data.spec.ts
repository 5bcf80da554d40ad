import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { DOCUMENT_NAMES, MANUFACTURER_BRANDS, PRODUCT_TYPES, products, reviews, suppliers, SeedProduct } from './catalogue.data';

const PUBLIC_DIR = join(__dirname, '..', '..', '..', '..', 'storefront', 'public');
const byId = new Map(products.map((product) => [product.id, product]));

function get(id: number): SeedProduct {
  const product = byId.get(id);
  if (!product) throw new Error(`product ${id} missing`);
  return product;
}

describe('catalogue seed data', () => {
  it('has about 80 products with unique ids and unique references', () => {
    expect(products.length).toBeGreaterThanOrEqual(75);
    expect(products.length).toBeLessThanOrEqual(90);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.reference)).size).toBe(products.length);
    for (let id = 1; id <= 32; id += 1) expect(byId.has(id)).toBe(true);
  });

  it('matches the spec table of the dedicated pages (ids 3, 4, 5, 6, 23)', () => {
    const table: [number, string, number, number | null, number, number, number, string, string][] = [
      [23, 'Force H2 14.2kWh', 3895, null, 4.9, 2, 5, 'FH2-1420', '11520W'],
      [3, '2.84kWh UP2500', 1249.99, 1492.27, 5, 22, 0, 'UP2500', '2000W'],
      [4, '2.4kWh US2000C', 594.99, 730.75, 4.8, 15, 785, '40L50PYL48US', '1800W'],
      [5, '100Ah 12V RT12100', 349.99, 848.4, 4, 8, 0, 'RT12100G31', '1200W'],
      [6, 'Force H3 10.2kWh', 3047.79, null, 4.9, 12, 8, 'FH3-102', '8000W'],
    ];
    for (const [id, name, price, original, rating, reviewCount, stock, reference, maxPower] of table) {
      const p = get(id);
      expect(p.name).toBe(name);
      if (original === null) {
        expect(p.price_public).toBe(price);
        expect(p.price_discounted).toBeNull();
      } else {
        expect(p.price_public).toBe(original);
        expect(p.price_discounted).toBe(price);
      }
      expect(p.rating).toBe(rating);
      expect(p.review_count).toBe(reviewCount);
      expect(p.stock_quantity).toBe(stock);
      expect(p.stock_status).toBe(stock === 0 ? 'Sur commande' : 'En stock');
      expect(p.reference).toBe(reference);
      expect(p.max_output_power).toBe(maxPower);
      expect(p.brand).toBe('Pylontech');
      expect(p.type).toBe('Batterie Lithium');
      expect(p.life_cycles).toBe(6000);
      expect(p.lifespan_years).toBe(10);
      expect(p.internet_monitoring).toBe(true);
    }
    expect(get(4).is_best_seller).toBe(true);
    expect(get(23).is_best_seller).toBe(true);
  });

  it('matches the spec list of the generic pages, with the generic defaults', () => {
    // id, text the name contains, price, reference (null: invented), type
    const list: [number, string, number, string | null, string][] = [
      [7, 'H3 15.4kWh', 4275.59, 'FH3-154', 'Batterie Lithium'],
      [8, 'H3 20.5kWh', 5503.39, 'FH3-205', 'Batterie Lithium'],
      [9, 'H3 25.6kWh', 6731.19, 'FH3-256', 'Batterie Lithium'],
      [10, 'H3 30.7kWh', 7958.99, 'FH3-307', 'Batterie Lithium'],
      [11, 'H3 35.8kWh', 9186.79, 'FH3-358', 'Batterie Lithium'],
      [12, 'FC1000', 592.19, 'FC1000', 'BMS'],
      [13, 'FH10050', 1210.57, null, 'Module Batterie'],
      [14, 'FC0500M-40S-V2', 630, 'FC0500M-40S-V2', 'BMS'],
      [15, 'FC0500M-40S-V1', 0, 'FC0500M-40S-V1', 'BMS'],
      [16, 'FH9637M', 909.99, null, 'Module Batterie'],
      [17, 'FC0500-40S-V2', 658, 'FC0500-40S-V2', 'BMS'],
      [18, 'Force H1 FH48074', 1092, null, 'Module Batterie'],
      [19, 'SC1000-100S-V2', 988.4, null, 'BMS'],
      [20, 'SC0500-100S', 977.2, null, 'BMS'],
      [24, 'US3000C (2 pièces)', 72.8, null, 'Accessoire'],
      [25, 'US2000C', 58.8, null, 'Accessoire'],
      [26, '20 pièces', 16.8, 'CABLES-20PC', 'Câble'],
      [27, 'US5000', 77, null, 'Accessoire'],
      [30, 'SC0500-40S', 637, null, 'BMS'],
      [31, 'H48074', 1281, null, 'Module Batterie'],
      [32, 'H48050', 816.2, null, 'Module Batterie'],
    ];
    for (const [id, nameContains, price, reference, type] of list) {
      const p = get(id);
      expect(p.name).toContain(nameContains);
      expect(p.price_public).toBe(price);
      expect(p.price_discounted).toBeNull();
      if (reference) expect(p.reference).toBe(reference);
      expect(p.type).toBe(type);
      expect(p.brand).toBe('Pylontech');
      expect(p.rating).toBe(4.5);
      expect(p.review_count).toBe(5);
      expect(p.stock_quantity).toBe(10);
      expect(p.life_cycles).toBe(6000);
      expect(p.lifespan_years).toBe(10);
      expect(p.internet_monitoring).toBe(true);
      if (type === 'Batterie Lithium' || type === 'Module Batterie') expect(p.max_output_power).toBe('5000W');
    }
  });

  it('matches the three fixed battery pages (ids 1, 2, 21)', () => {
    const fixed: [number, string, number, number | null, number, number][] = [
      [1, 'Batterie lithium Pylontech Force L2 10.65kWh', 3069, null, 5, 4.7],
      [2, 'Batterie Pylontech US5000 4.8kWh', 1134.99, 1399.99, 611, 4.8],
      [21, 'Batterie Pylontech US3000C 3.55kWh', 899.99, 1091.5, 7, 4.8],
    ];
    for (const [id, name, price, original, stock, rating] of fixed) {
      const p = get(id);
      expect(p.name).toBe(name);
      expect(p.price_public).toBe(original ?? price);
      expect(p.price_discounted).toBe(original === null ? null : price);
      expect(p.stock_quantity).toBe(stock);
      expect(p.rating).toBe(rating);
      expect(p.life_cycles).toBe(6000);
      expect(p.lifespan_years).toBe(10);
    }
  });

  it('covers every product type at least twice and the six manufacturer brands', () => {
    for (const type of PRODUCT_TYPES) {
      expect(products.filter((p) => p.type === type).length).toBeGreaterThanOrEqual(2);
    }
    expect(MANUFACTURER_BRANDS).toEqual(['Pylontech', 'Deye', 'Hoymiles', 'Enphase', 'Victron Energy', 'DMEGC']);
    for (const brand of MANUFACTURER_BRANDS) expect(products.some((p) => p.brand === brand)).toBe(true);
  });

  it('keeps prices, stock and discounts consistent', () => {
    for (const p of products) {
      expect(p.price_public).toBeGreaterThanOrEqual(0);
      if (p.price_discounted !== null) expect(p.price_discounted).toBeLessThan(p.price_public);
      expect(p.stock_status).toBe(p.stock_quantity > 0 ? 'En stock' : 'Sur commande');
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(PRODUCT_TYPES).toContain(p.type);
    }
  });

  it('links every product to an existing supplier, image and its four documentation PDFs', () => {
    const supplierNames = new Set(suppliers.map((s) => s.name));
    expect(suppliers).toHaveLength(4);
    for (const p of products) {
      if (p.supplier !== null) expect(supplierNames.has(p.supplier)).toBe(true);
      expect(p.image_url).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, p.image_url))).toBe(true);
      // The spec's four documents, in its order: manual, technical sheet, compatibility, warranty.
      expect(p.documentation.map((d) => d.name)).toEqual(Object.values(DOCUMENT_NAMES));
      for (const doc of p.documentation) {
        expect(doc.url).toBe(`/docs/${doc.fileName}`);
        expect(doc.fileName).toMatch(/\.pdf$/);
        const file = join(PUBLIC_DIR, doc.url);
        expect(existsSync(file)).toBe(true);
        expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
  });

  it('ships compatibility guides naming inverters or BMS, and warranty sheets with the 10-year terms', () => {
    // The pages' text: inflate each content stream and decode its hex strings (WinAnsi ~ latin1).
    const text = (url: string) => {
      const raw = readFileSync(join(PUBLIC_DIR, url));
      const pdf = raw.toString('latin1');
      let content = '';
      for (const m of pdf.matchAll(/stream\r?\n/g)) {
        const start = m.index + m[0].length;
        try {
          content += inflateSync(raw.subarray(start, pdf.indexOf('endstream', start))).toString('latin1');
        } catch {
          // not a compressed stream (fonts are standard, nothing else is stored)
        }
      }
      return [...content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(' ');
    };
    for (const p of products) {
      const [, , compat, warranty] = p.documentation;
      const guide = text(compat.url);
      expect(guide).toMatch(/ compatibles? - /);
      expect(guide).toMatch(/onduleur|BMS/i);
      expect(text(warranty.url)).toContain('Garantie de 10 ans');
    }
  });

  it('writes descriptions with the editor tags only, and 5 to 8 specifications', () => {
    const allowed = new Set(['h1', 'h2', 'h3', 'p', 'strong', 'em', 'u', 'ol', 'ul', 'li', 'a']);
    for (const p of products) {
      const tags = [...p.description.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)];
      expect(tags.length).toBeGreaterThan(0);
      for (const [, tag, attributes] of tags) {
        expect(allowed.has(tag.toLowerCase())).toBe(true);
        if (tag.toLowerCase() === 'a') expect(attributes).toMatch(/^(\s+href="[^"]*")?\s*$/);
        else expect(attributes.trim()).toBe('');
      }
      const paragraphs = (p.description.match(/<p>/g) ?? []).length + (p.description.match(/<ul>|<ol>/g) ?? []).length;
      expect(paragraphs).toBeGreaterThanOrEqual(2);
      expect(paragraphs).toBeLessThanOrEqual(4);
      const specCount = Object.keys(p.specifications).length;
      expect(specCount).toBeGreaterThanOrEqual(5);
      expect(specCount).toBeLessThanOrEqual(8);
    }
  });

  it('has about 25 valid reviews on existing products', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(20);
    for (const review of reviews) {
      expect(byId.has(review.product_id)).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.user_name.trim()).not.toBe('');
      expect(review.comment.trim()).not.toBe('');
      expect(Number.isNaN(Date.parse(review.created_at))).toBe(false);
    }
  });
});
