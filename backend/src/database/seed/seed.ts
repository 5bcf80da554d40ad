import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/configuration';
import { Product } from '../../products/product.entity';
import { Review } from '../../reviews/review.entity';
import { Supplier } from '../../suppliers/supplier.entity';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { products, reviews, suppliers } from './catalogue.data';

export interface SeedReport {
  suppliers: number;
  products: number;
  reviews: number;
  admin: boolean;
}

/**
 * Idempotent: adds what is missing (suppliers by name, products by id, the admin by email,
 * reviews only into an empty table) and never overwrites what the back office changed.
 */
export async function seedDatabase(dataSource: DataSource, config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>): Promise<SeedReport> {
  const report: SeedReport = { suppliers: 0, products: 0, reviews: 0, admin: false };
  await dataSource.transaction(async (tx) => {
    const supplierIds = new Map<string, number>();
    for (const seed of suppliers) {
      let supplier = await tx.findOneBy(Supplier, { name: seed.name });
      if (!supplier) {
        supplier = await tx.save(Supplier, tx.create(Supplier, seed));
        report.suppliers++;
      }
      supplierIds.set(seed.name, supplier.id);
    }

    const existing = new Set((await tx.find(Product, { select: { id: true } })).map((p) => p.id));
    const missing = products.filter((p) => !existing.has(p.id));
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
      const rows = reviews.filter((r) => known.has(r.product_id)).map((r) => tx.create(Review, { ...r, created_at: new Date(r.created_at) }));
      await tx.save(Review, rows);
      report.reviews = rows.length;
    }
  });

  const users = new UsersService(dataSource.getRepository(User));
  if (!(await users.findByEmail(config.adminEmail))) {
    await users.create(config.adminEmail, config.adminPassword, 'admin', true);
    report.admin = true;
  }
  return report;
}
