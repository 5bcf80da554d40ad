import { DataSource, EntityManager } from 'typeorm';
import { REVIEW_STATUS } from '@stockwatt/shared';
import { AppConfig } from '../../config/configuration';
import { Product } from '../../products/product.entity';
import { Review } from '../../reviews/review.entity';
import { Supplier } from '../../suppliers/supplier.entity';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { PasswordHasher } from '../../users/password-hasher';
import { DomainEvents } from '../../events/domain-events';
import { products, reviews, suppliers } from './catalogue.data';

export interface SeedReport {
  suppliers: number;
  products: number;
  reviews: number;
}

/** The `data_loads` row that says the demo catalogue was loaded once into this database. */
export const DEMO_CATALOGUE = 'demo-catalogue';

/**
 * Adds the demo catalogue rows that are missing (suppliers by name, products by id and
 * reference, reviews only into an empty table) and never overwrites what the back office
 * changed. Called by the start only on a database that never had the demo data, and by the
 * explicit `npm run seed -w backend`.
 */
export async function loadDemoCatalogue(tx: EntityManager): Promise<SeedReport> {
  const report: SeedReport = { suppliers: 0, products: 0, reviews: 0 };
  const supplierIds = new Map<string, number>();
  for (const seed of suppliers) {
    let supplier = await tx.findOneBy(Supplier, { name: seed.name });
    if (!supplier) {
      supplier = await tx.save(Supplier, tx.create(Supplier, seed));
      report.suppliers++;
    }
    supplierIds.set(seed.name, supplier.id);
  }

  const existing = await tx.find(Product, { select: { id: true, reference: true } });
  const ids = new Set(existing.map((p) => p.id));
  const references = new Set(existing.map((p) => p.reference));
  const missing = products.filter((p) => !ids.has(p.id) && !references.has(p.reference));
  for (const { supplier, ...seed } of missing) {
    await tx.save(
      Product,
      tx.create(Product, { ...seed, supplier_id: supplier ? (supplierIds.get(supplier) ?? null) : null, status: 'publié' }),
    );
  }
  report.products = missing.length;
  // Explicit ids leave the sequence behind; the next product created in the back office must not collide.
  await tx.query(`SELECT setval('products_id_seq', GREATEST((SELECT max(id) FROM products), 1))`);

  if ((await tx.count(Review)) === 0) {
    const known = new Set((await tx.find(Product, { select: { id: true } })).map((p) => p.id));
    // The demo's published reviews are counted in its products' ratings already; a few wait for moderation.
    const rows = reviews
      .filter((r) => known.has(r.product_id))
      .map((r) => tx.create(Review, { ...r, status: r.status ?? REVIEW_STATUS.accepted, created_at: new Date(r.created_at) }));
    await tx.save(Review, rows);
    report.reviews = rows.length;
  }
  await tx.query(`INSERT INTO data_loads (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [DEMO_CATALOGUE]);
  return report;
}

/** True when the demo catalogue was never loaded here (a new database). */
export async function demoCatalogueNeverLoaded(tx: EntityManager): Promise<boolean> {
  const rows: unknown[] = await tx.query(`SELECT 1 FROM data_loads WHERE name = $1`, [DEMO_CATALOGUE]);
  return rows.length === 0;
}

/** The first admin (ADMIN_EMAIL), created when no account has that address. */
export async function ensureAdmin(
  dataSource: DataSource,
  config: Pick<AppConfig, 'adminEmail' | 'adminPassword' | 'passwordHashConcurrency'>,
): Promise<boolean> {
  // No subscriber: seeding writes no history and no cache runs here.
  const users = new UsersService(dataSource.getRepository(User), new DomainEvents(dataSource), new PasswordHasher(config));
  if (await users.findByEmail(config.adminEmail)) return false;
  await users.create(config.adminEmail, config.adminPassword, 'admin', true);
  return true;
}
