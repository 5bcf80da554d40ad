import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config/configuration';
import { dataSourceOptions } from './data-source';
import { ImageVariantSet } from '../uploads/image-variants';
import { createFileStorage } from '../uploads/uploads.module';
import { UploadsService } from '../uploads/uploads.service';

/**
 * One-off, after the ImageVariants migration: `node backend/dist/uploads/backfill-image-variants.js`
 * (same environment as the API). Products whose image was uploaded before copies were recorded
 * show it with a plain `src` (the original, however large) until this has made its WebP copies;
 * nothing breaks meanwhile. Safe to run again: images already done are skipped. Running API
 * processes answer the new srcset once their catalogue cache expires (CATALOGUE_CACHE_TTL_MS).
 */
export async function backfillImageVariants(db: DataSource, uploads: UploadsService): Promise<{ done: number; skipped: number }> {
  const rows: { image_url: string }[] = await db.query(
    `SELECT DISTINCT image_url FROM products p
      WHERE image_url IS NOT NULL AND NOT EXISTS (SELECT 1 FROM image_variants v WHERE v.image_url = p.image_url)`,
  );
  let done = 0;
  for (const { image_url } of rows) if (await uploads.addVariants(image_url)) done += 1;
  return { done, skipped: rows.length - done };
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  try {
    const report = await backfillImageVariants(db, new UploadsService(createFileStorage(config), db.getRepository(ImageVariantSet)));
    console.log(
      `image variants: ${report.done} image(s) given their copies, ${report.skipped} without copies to make (SVG, external, missing)`,
    );
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`image variants: ${(error as Error).message}`);
    process.exit(1);
  });
}
