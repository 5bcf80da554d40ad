import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { RELEVANCE_CASES, RelevanceCase } from './fixtures/search-relevance.queries';
import { createTestApp } from './utils';

/** The card fields this suite reads (ProductSummary in packages/shared). */
interface Card {
  id: number;
  name: string;
  reference: string;
}

/** The full ranking for `before` checks: MAX_CATALOGUE_PAGE_SIZE, more than the demo catalogue holds. */
const WHOLE_RANKING = 100;

/**
 * Catalogue search from the shopper's side: installer queries (test/fixtures/search-relevance.queries.ts)
 * against the demo catalogue, sorted by relevance (the default sort of a search).
 */
describe('Catalogue search relevance', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    app = await createTestApp();
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  /** The cards of one search, or the error answered instead. */
  async function search(q: string, pageSize: number): Promise<Card[] | string> {
    const res = await http.get('/api/products').query({ q, pageSize });
    return res.status === 200 ? res.body.items : `${res.status} ${JSON.stringify(res.body)}`;
  }

  /** What is wrong with the answer to one query, or [] when the shopper got what they expected. */
  async function problems(c: RelevanceCase): Promise<string[]> {
    const page = await search(c.q, 12);
    if (typeof page === 'string') return [`"${c.q}": answered ${page}`];
    const refs = page.map((card) => card.reference);
    const found: string[] = [];
    if (c.first && refs[0] !== c.first) found.push(`expected ${c.first} first`);
    const missing = (c.top12 ?? []).filter((ref) => !refs.includes(ref));
    if (missing.length) found.push(`expected in the first 12: ${missing.join(', ')}`);
    if (c.before?.length) {
      const whole = await search(c.q, WHOLE_RANKING);
      const ranking = typeof whole === 'string' ? [] : whole.map((card) => card.reference);
      for (const [a, b] of c.before) {
        const ia = ranking.indexOf(a);
        const ib = ranking.indexOf(b);
        if (ia < 0) found.push(`expected ${a} listed (before ${b})`);
        else if (ib >= 0 && ib < ia) found.push(`expected ${a} before ${b} (#${ia + 1} after #${ib + 1})`);
      }
    }
    if (!found.length) return [];
    const got = page.slice(0, 5).map((card) => `${card.name} [${card.reference}]`);
    return [`"${c.q}": ${found.join('; ')}; got ${got.length ? got.join(' | ') : 'nothing'}`];
  }

  it('names only references of the demo catalogue', async () => {
    const rows: { reference: string }[] = await app.get(DataSource).query(`SELECT reference FROM products WHERE status = 'publié'`);
    const known = new Set(rows.map((r) => r.reference));
    const named = RELEVANCE_CASES.flatMap((c) => [...(c.first ? [c.first] : []), ...(c.top12 ?? []), ...(c.before ?? []).flat()]);
    expect(named.filter((ref) => !known.has(ref))).toEqual([]);
    // Every query expects something positive: a `before` pair's first product must be listed too.
    expect(RELEVANCE_CASES.filter((c) => !c.first && !c.top12?.length && !c.before?.length).map((c) => c.q)).toEqual([]);
    expect(new Set(RELEVANCE_CASES.map((c) => c.q)).size).toBe(RELEVANCE_CASES.length);
  });

  it('answers installer queries as a shopper expects', async () => {
    const failures: string[] = [];
    for (const c of RELEVANCE_CASES) failures.push(...(await problems(c)));
    const total = RELEVANCE_CASES.length;
    console.log(`search relevance: ${total - failures.length}/${total}`);
    if (failures.length) console.log(failures.map((f) => `  ✗ ${f}`).join('\n'));
    expect(total).toBeGreaterThanOrEqual(60);
    expect(failures).toEqual([]);
  }, 120_000);

  describe('reads what installers type, and no more', () => {
    /** The tsquery search_query makes of a text (strict pass), or null. */
    async function expansion(text: string, db = app.get(DataSource).manager): Promise<string | null> {
      const [row] = await db.query(`SELECT query FROM search_query($1, false)`, [text]);
      return row.query;
    }

    it('a quantity leaves the search; a dimension, a text of a quantity only, or a word the catalogue has stays', async () => {
      expect(await expansion('2 x us5000')).toBe(await expansion('us5000'));
      expect(await expansion('cable 2 x 6mm')).toMatch(/'x'/);
      expect(await expansion('2 x')).toMatch(/'x'/);
      // A number that starts the text before a reference, as a bill of materials' line starts; before
      // a word of letters only, the number may say what the product is (`2 places carport`).
      expect(await expansion('2 us5000')).toBe(await expansion('us5000'));
      expect(await expansion('10 dm430m10rt')).toBe(await expansion('dm430m10rt'));
      expect(await expansion('2 places carport')).toMatch(/'2'/);
      expect(await expansion('carport 2 us5000')).toMatch(/'2'/);
      await app.get(DataSource).transaction(async (db) => {
        await db.query(`INSERT INTO search_vocabulary (word, products) VALUES ('x2', 1)`);
        expect(await expansion('pylontech x2', db)).toMatch(/'x2'/);
        await db.query(`DELETE FROM search_vocabulary WHERE word = 'x2'`);
      });
      expect(await expansion('pylontech x2')).not.toMatch(/'x2'/);
    });

    it("a synonym's forms: never a stem of three letters, nor one the word typed already has or starts", async () => {
      expect(await expansion('compteur')).not.toMatch(/'met'/);
      const battery = (await expansion('batterie'))!;
      expect(battery.match(/'batteri'/g)).toHaveLength(1);
      expect(await expansion('batt')).not.toMatch(/'batter'|'batteri'/);
      expect(await expansion('solaire')).toMatch(/'photovolta'/);
    });

    it('words of shopping, not of products, are stop words beside others; alone, one is still searched', async () => {
      expect(await expansion('prix us5000')).toBe(await expansion('us5000'));
      expect(await expansion('quelle batterie pas cher pylontech')).toBe(await expansion('batterie pylontech'));
      expect(await expansion('best hybrid inverter')).toBe(await expansion('hybrid inverter'));
      expect(await expansion('prix')).toMatch(/'prix'/);
    });

    it("a figure's thousands apart are one figure, in the catalogue as typed; a reference's end stays apart", async () => {
      const tokens = async (text: string) => (await app.get(DataSource).query(`SELECT search_tokens($1) AS t`, [text]))[0].t;
      expect(await tokens('5 000 VA / 4 000 W')).toEqual(['5000va', '4000w']);
      expect(await tokens('6\u00a0500 W, 15\u202f600 W')).toEqual(['6500w', '15600w']);
      expect(await tokens('fh3 205')).toEqual(['fh3', '205']);
      expect(await tokens('12 V 100 Ah')).toEqual(['12v', '100ah']);
      // A unit stuck to the figure is how a quantity of panels is typed, not how the catalogue writes thousands.
      expect(await tokens('4 430w')).toEqual(['4', '430w']);
      // A cable's section and gauge: `²` is no letter, `mm2` as typed; AWG a unit.
      expect(await tokens('3 × 4 mm² (12 AWG)')).toEqual(['3', '4mm', '12awg']);
      expect(await tokens('2.5mm2 4 mm2 12awg')).toEqual(['2.5mm', '4mm', '12awg']);
      expect(await tokens('section mm2')).toEqual(['section', 'mm2']);
      // The SUN-5K's « 6 500 W » is no 500 W panel.
      const { body } = await http.get('/api/products').query({ q: 'panneau 500w' }).expect(200);
      expect(body.items.map((c: { name: string }) => c.name)).toEqual([expect.stringMatching(/^Panneau solaire .* 500 Wc /)]);
    });

    it("a document's title is searched as soon as staff give it, and no longer once they take it off", async () => {
      const db = app.get(DataSource).manager;
      const found = async () => {
        const [row] = await db.query(
          `SELECT count(*)::int AS listed, (SELECT products FROM search_vocabulary WHERE word = 'raccordement') AS vocabulary
           FROM catalogue_listing l JOIN products p ON p.id = l.product_id
           WHERE p.reference = 'US5000' AND l.full_doc @@ (SELECT query::tsquery FROM search_query('schéma de raccordement', false))`,
        );
        return row;
      };
      const setTitles = (titles: unknown) =>
        db.query(`UPDATE products SET documentation = $1::jsonb WHERE reference = 'US5000'`, [JSON.stringify(titles)]);
      const [{ documentation }] = await db.query(`SELECT documentation FROM products WHERE reference = 'US5000'`);
      expect(await found()).toEqual({ listed: 0, vocabulary: null });
      try {
        await setTitles([...documentation, { name: 'Schéma de raccordement', url: '/docs/schema.pdf', fileName: 'schema.pdf' }]);
        expect(await found()).toEqual({ listed: 1, vocabulary: 1 });
        // A title that is not text is no word of the product's.
        await setTitles([...documentation, { name: { fr: 'Schéma de raccordement' } }]);
        expect(await found()).toEqual({ listed: 0, vocabulary: null });
      } finally {
        await setTitles(documentation);
      }
      expect(await found()).toEqual({ listed: 0, vocabulary: null });
      // The demo's titles, and their words as installers type them, find the product as typed (not « Résultats pour « us3000c » »).
      for (const q of ['datasheet us3000c', 'notice us3000c', 'fiche technique us3000c']) {
        const { body } = await http.get('/api/products').query({ q }).expect(200);
        expect({ q, correctedQuery: body.correctedQuery, first: body.items[0]?.reference }).toEqual({
          q,
          correctedQuery: null,
          first: 'US3000C',
        });
      }
    });
  });

  describe('refuses bad searches without a 5xx', () => {
    it('a 201-character q is a 400 naming q', async () => {
      const res = await http.get('/api/products').query({ q: 'a'.repeat(201), pageSize: 12 });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('q');
    });

    it('a NUL in q is a 400 naming q', async () => {
      const res = await http.get('/api/products').query({ q: 'fh3\u0000205', pageSize: 12 });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('q');
    });

    it('another control character in q is a 400 naming q', async () => {
      const res = await http.get('/api/products').query({ q: 'pylontech\u0007', pageSize: 12 });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ q: 'caractères de contrôle interdits' });
    });

    it('tabs and line breaks pasted from a spreadsheet or a PDF separate words, as spaces do', async () => {
      const spaced = await http.get('/api/products').query({ q: 'FH3-205 pylontech', pageSize: 12 });
      expect(spaced.status).toBe(200);
      expect(spaced.body.items[0].reference).toBe('FH3-205');
      for (const q of ['FH3-205\tpylontech', 'FH3-205\r\npylontech', '\tFH3-205\npylontech\r\n']) {
        const pasted = await http.get('/api/products').query({ q, pageSize: 12 });
        expect({ q, status: pasted.status }).toEqual({ q, status: 200 });
        expect(pasted.body.items.map((p: { reference: string }) => p.reference)).toEqual(
          spaced.body.items.map((p: { reference: string }) => p.reference),
        );
      }
      const suggested = await http.get('/api/products/suggestions').query({ q: 'FH3-205\tpyl' });
      expect(suggested.status).toBe(200);
      expect(suggested.body.products[0].reference).toBe('FH3-205');
    });

    it('a hundred one-letter words are answered (only the first words are searched), never a 500', async () => {
      const q = Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ');
      expect(q.length).toBeLessThanOrEqual(200);
      const res = await http.get('/api/products').query({ q, pageSize: 12 });
      expect(res.status).toBe(200);
    });
  });
});
