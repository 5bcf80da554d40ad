import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CatalogueReader } from '../src/catalogue/catalogue-reader';
import { DomainEvents } from '../src/events/domain-events';
import { waitFor } from './support/quotes';
import { createTestApp, dataSource } from './utils';
import { unknownWord } from './support/unknown-word';

const SUGGESTIONS = '/api/products/suggestions';

interface Answer {
  total: number;
  correctedQuery: string | null;
  items: { id: number; name: string }[];
}

const search = async (app: NestFastifyApplication, q: string, path = '/api/products'): Promise<Answer> =>
  (
    await request(app.getHttpServer())
      .get(path)
      .query(path === SUGGESTIONS ? { q } : { q, pageSize: 100 })
      .expect(200)
  ).body;

/** `app`'s answer to `q` once `done` holds of it (a notice takes a few milliseconds to arrive). */
const searchUntil = (app: NestFastifyApplication, q: string, done: (answer: Answer) => boolean, what: string, path?: string) =>
  waitFor(
    async () => {
      const answer = await search(app, q, path);
      return done(answer) && answer;
    },
    5_000,
    what,
  );

/**
 * The texts `app` asks the database to expand (search_query) from now on, counted, and a wait until
 * it answers `text` without expanding it again (what is expanded before the instance listens for
 * changes is not kept: from then on, it is). `check` sees each answer.
 */
function expansionsOf(app: NestFastifyApplication) {
  const rows = jest.spyOn(app.get(CatalogueReader), 'rows');
  const count = () => rows.mock.calls.filter(([query]) => query.text.includes('search_query(')).length;
  const untilKept = (text: string, check: (answer: Answer) => void = () => undefined) =>
    waitFor(
      async () => {
        const before = count();
        check(await search(app, text));
        return count() === before;
      },
      5_000,
      `« ${text} » to be answered without expanding it again`,
    );
  return { count, untilKept, restore: () => rows.mockRestore() };
}

/**
 * Each API process keeps what texts expand to (catalogue/search-expansions.ts); staff change the
 * synonyms with SQL and products change the vocabulary, and every process must follow at once.
 * Two instances, as two processes of the fleet would; the catalogue's answer cache is off so
 * that only the expansions are tried.
 */
describe('search expansions kept per process (e2e)', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  const savedTtl = process.env.CATALOGUE_CACHE_TTL_MS;
  const synonym = unknownWord('zq');
  const db = () => dataSource(a);

  beforeAll(async () => {
    process.env.CATALOGUE_CACHE_TTL_MS = '0';
    a = await createTestApp();
    b = await createTestApp();
  });

  afterAll(async () => {
    await db().query('DELETE FROM search_synonyms WHERE term = $1 OR equivalent = $1', [synonym]);
    await a?.close();
    await b?.close();
    if (savedTtl === undefined) delete process.env.CATALOGUE_CACHE_TTL_MS;
    else process.env.CATALOGUE_CACHE_TTL_MS = savedTtl;
  });

  it('expands a text once, then answers its later searches without asking the database to expand it again', async () => {
    const expansions = expansionsOf(a);
    const text = 'onduleur hybride deye';
    try {
      const first = await search(a, text);
      expect(expansions.count()).toBeGreaterThanOrEqual(1);
      expect(first.total).toBeGreaterThan(0);
      await expansions.untilKept(text, (again) => expect(again).toEqual(first));
    } finally {
      expansions.restore();
    }
  });

  it('the instance that writes a synonym forgets what it kept once it commits, without waiting for the notice', async () => {
    const expansions = expansionsOf(a);
    const text = 'batterie lithium pylontech';
    try {
      await expansions.untilKept(text);
      // The write's event alone, no row changed: no notice comes, so only the event can make it forget.
      await a.get(DomainEvents).write(async (_manager, publish) => {
        await publish({ name: 'SearchSynonymChanged', resource: 'search-synonyms', changes: [], historyIgnores: [] });
      });
      const before = expansions.count();
      await search(a, text);
      expect(expansions.count()).toBeGreaterThan(before);
    } finally {
      expansions.restore();
    }
  });

  it('a synonym staff add or remove by SQL takes effect on every instance', async () => {
    for (const app of [a, b]) expect((await search(app, synonym)).total).toBe(0);

    await db().query('INSERT INTO search_synonyms (term, equivalent) VALUES ($1, $2)', ['batterie', synonym]);
    const [{ batteries }] = await db().query(`SELECT count(*)::int AS batteries FROM catalogue_listing WHERE category = 'batteries'`);
    for (const app of [a, b]) {
      const found = await searchUntil(app, synonym, (answer) => answer.total > 0, `"${synonym}" to find the batteries`);
      expect(found.total).toBeGreaterThanOrEqual(batteries);
    }

    await db().query('DELETE FROM search_synonyms WHERE equivalent = $1', [synonym]);
    for (const app of [a, b]) await searchUntil(app, synonym, (answer) => answer.total === 0, `"${synonym}" to find nothing again`);
  });

  it('a typo of a word that a product edit brings into the catalogue is corrected at once', async () => {
    const word = unknownWord('zorgl');
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`; // two neighbours swapped: one edit
    const [product] = await db().query(`SELECT id, name FROM products WHERE status = 'publié' ORDER BY id LIMIT 1`);
    // Expanded (with no correction: no word is near it yet) and kept on both instances.
    for (const app of [a, b]) expect(await search(app, typo)).toMatchObject({ total: 0, correctedQuery: null });

    await db().query('UPDATE products SET name = $2 WHERE id = $1', [product.id, `${product.name} ${word}`]);
    try {
      for (const app of [a, b]) {
        const answer = await searchUntil(app, typo, (found) => found.correctedQuery !== null, `"${typo}" to be corrected`);
        expect(answer.correctedQuery).toBe(word);
        expect(answer.items.map((p) => p.id)).toEqual([product.id]);
      }
    } finally {
      await db().query('UPDATE products SET name = $2 WHERE id = $1', [product.id, product.name]);
    }
    for (const app of [a, b]) await searchUntil(app, typo, (found) => found.correctedQuery === null, 'the correction to go');
  });

  it('a figure that a product edit brings into the catalogue stands for the figures typed near it at once', async () => {
    // 700.5 to 796.5 kWh: no product of the demo catalogue holds one.
    const amount = 700 + (process.pid % 97);
    const typed = `${amount}kwh`;
    const [product] = await db().query(`SELECT id, name FROM products WHERE status = 'publié' ORDER BY id LIMIT 1`);
    for (const app of [a, b]) expect(await search(app, typed)).toMatchObject({ total: 0, correctedQuery: null });

    await db().query('UPDATE products SET name = $2 WHERE id = $1', [product.id, `${product.name} ${amount},5 kWh`]);
    try {
      for (const app of [a, b]) {
        const answer = await searchUntil(app, typed, (found) => found.correctedQuery !== null, `"${typed}" to stand for ${amount}.5 kWh`);
        expect(answer.correctedQuery).toBe(`${amount}.5kwh`);
        expect(answer.items.map((p) => p.id)).toEqual([product.id]);
      }
    } finally {
      await db().query('UPDATE products SET name = $2 WHERE id = $1', [product.id, product.name]);
    }
    for (const app of [a, b]) await searchUntil(app, typed, (found) => found.correctedQuery === null, 'the near figure to go');
  });

  it('an instance that lost its listening connection forgets what it kept and hears changes again', async () => {
    const word = unknownWord('xw');
    expect((await search(a, word)).total).toBe(0);
    const killed = await db().query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'stockwatt search notices' AND datname = current_database()`,
    );
    expect(killed.length).toBeGreaterThanOrEqual(1);

    await db().query('INSERT INTO search_synonyms (term, equivalent) VALUES ($1, $2)', ['onduleur', word]);
    try {
      const found = await searchUntil(a, word, (answer) => answer.total > 0, `"${word}" to find the inverters`);
      expect(found.total).toBeGreaterThan(0);
    } finally {
      await db().query('DELETE FROM search_synonyms WHERE equivalent = $1', [word]);
    }
    await searchUntil(a, word, (answer) => answer.total === 0, `"${word}" to find nothing again`);
  });
});

/**
 * The catalogue's answers are kept too (CATALOGUE_CACHE_TTL_MS, 30 s in production): a search's
 * answer and suggestions read the synonyms, so a change to them must not wait for the TTL.
 */
describe('search answers kept in the catalogue cache (e2e)', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  const savedTtl = process.env.CATALOGUE_CACHE_TTL_MS;
  const synonym = unknownWord('zv');
  const suggestions = (answer: Answer) => (answer as unknown as { products: unknown[] }).products.length;

  beforeAll(async () => {
    process.env.CATALOGUE_CACHE_TTL_MS = '600000';
    a = await createTestApp();
    b = await createTestApp();
  });

  afterAll(async () => {
    await dataSource(a).query('DELETE FROM search_synonyms WHERE term = $1 OR equivalent = $1', [synonym]);
    await a?.close();
    await b?.close();
    if (savedTtl === undefined) delete process.env.CATALOGUE_CACHE_TTL_MS;
    else process.env.CATALOGUE_CACHE_TTL_MS = savedTtl;
  });

  it('a synonym staff add or remove by SQL shows in the answers and suggestions of every instance at once, not after the TTL', async () => {
    for (const app of [a, b]) {
      expect((await search(app, synonym)).total).toBe(0);
      expect(suggestions(await search(app, synonym, SUGGESTIONS))).toBe(0);
    }

    await dataSource(a).query('INSERT INTO search_synonyms (term, equivalent) VALUES ($1, $2)', ['onduleur', synonym]);
    for (const app of [a, b]) {
      await searchUntil(app, synonym, (answer) => answer.total > 0, `"${synonym}" to find the inverters`);
      await searchUntil(app, synonym, (answer) => suggestions(answer) > 0, `"${synonym}" to suggest them`, SUGGESTIONS);
    }

    await dataSource(a).query('DELETE FROM search_synonyms WHERE equivalent = $1', [synonym]);
    for (const app of [a, b]) {
      await searchUntil(app, synonym, (answer) => answer.total === 0, `"${synonym}" to find nothing again`);
      await searchUntil(app, synonym, (answer) => suggestions(answer) === 0, `"${synonym}" to suggest nothing again`, SUGGESTIONS);
    }
  });
});
