import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CatalogueCache as CatalogueCacheToken } from '../src/catalogue/catalogue-cache';
import { CATEGORY_TYPES } from '@stockwatt/shared';
import { createTestApp } from './utils';

interface Card {
  id: number;
  name: string;
  reference: string;
  brand: string;
  category: string | null;
  price_ttc: number;
  price_ht: number;
  rating: number;
  is_best_seller: boolean;
}

describe('Public catalogue API', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let published: number;

  beforeAll(async () => {
    app = await createTestApp();
    http = request(app.getHttpServer());
    db = app.get(DataSource);
    published = Number((await db.query(`SELECT count(*) FROM products WHERE status = 'publié'`))[0].count);
  });
  afterAll(() => app.close());

  /** Every published card in catalogue order, with its stored sort group. */
  async function allPages(query: Record<string, string> = {}): Promise<(Card & { group: number })[]> {
    const res = await http
      .get('/api/products')
      .query({ ...query, pageSize: 100 })
      .expect(200);
    const groups = new Map<number, number>(
      (await db.query(`SELECT id, sort_group FROM products`)).map((r: { id: number; sort_group: number }) => [r.id, r.sort_group]),
    );
    return res.body.items.map((c: Card) => ({ ...c, group: groups.get(c.id)! }));
  }

  it('answers the first page: 12 cards, total, and facet counts for brands and categories', async () => {
    const res = await http.get('/api/products').expect(200);
    expect(res.body.page).toBe(1);
    expect(res.body.pageSize).toBe(12);
    expect(res.body.items).toHaveLength(12);
    expect(res.body.total).toBe(published);
    const brandSum = res.body.facets.brands.reduce((s: number, f: { count: number }) => s + f.count, 0);
    expect(brandSum).toBe(published);
    const brands = res.body.facets.brands.map((f: { value: string }) => f.value);
    expect(brands).toEqual(expect.arrayContaining(['Pylontech', 'Deye', 'Hoymiles', 'Enphase', 'Victron Energy', 'DMEGC']));
    const categories = Object.fromEntries(res.body.facets.categories.map((f: { value: string; count: number }) => [f.value, f.count]));
    const [{ count: batteries }] = await db.query(
      `SELECT count(*)::int AS count FROM products WHERE status = 'publié' AND type = ANY($1)`,
      [CATEGORY_TYPES.batteries],
    );
    expect(categories.batteries).toBe(batteries);
    expect(categories.carports).toBeGreaterThan(0);
  });

  it('gives each card its derived prices, discount and availability', async () => {
    const { body } = await http.get('/api/products/3').expect(200);
    expect(body).toMatchObject({
      id: 3,
      name: '2.84kWh UP2500',
      reference: 'UP2500',
      price_ttc: 1249.99,
      price_ht: 1041.66,
      original_price_ttc: 1492.27,
      discount_percent: 16,
      stock_quantity: 0,
      availability: 'on_order',
      rating: 5,
      review_count: 22,
      max_output_power: '2000W',
    });
    const { body: six } = await http.get('/api/products/6').expect(200);
    expect(six).toMatchObject({ price_ttc: 3047.79, original_price_ttc: null, discount_percent: null, availability: 'in_stock' });
    expect(six.description).toContain('<p>');
    expect(Object.keys(six.specifications).length).toBeGreaterThan(0);
    expect(six.documentation[0]).toEqual({ name: expect.any(String), url: expect.stringMatching(/\.pdf$/), fileName: expect.any(String) });
  });

  it('keeps the spec groups in every sort: best sellers, general, BMS/FC/SC, supports and cables', async () => {
    for (const sort of ['name', 'price_asc', 'price_desc', 'rating']) {
      const cards = await allPages({ sort });
      expect(cards).toHaveLength(published);
      const groups = cards.map((c) => c.group);
      expect(groups).toEqual([...groups].sort((a, b) => a - b));
      expect(new Set(groups)).toEqual(new Set([0, 1, 2, 3]));
      if (sort === 'name') continue; // text order is the database collation's, checked below
      const key = { price_asc: (c: Card) => c.price_ttc, price_desc: (c: Card) => -c.price_ttc, rating: (c: Card) => -c.rating }[sort]!;
      for (const group of [0, 1, 2, 3]) {
        const values = cards.filter((c) => c.group === group).map(key);
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
    }
    const byName = (await allPages({ sort: 'name' })).map((c) => c.name);
    const [{ names }] = await db.query(
      `SELECT array_agg(name ORDER BY sort_group, name, id) AS names FROM products WHERE status = 'publié'`,
    );
    expect(byName).toEqual(names);
    expect(new Set(byName.slice(0, 3))).not.toEqual(new Set([...byName].sort().slice(0, 3)));
  });

  it('pages through the whole catalogue without gaps or repeats', async () => {
    const seen: number[] = [];
    const pages = Math.ceil(published / 12);
    for (let page = 1; page <= pages; page++) {
      const res = await http.get('/api/products').query({ page }).expect(200);
      seen.push(...res.body.items.map((c: Card) => c.id));
    }
    expect(seen).toHaveLength(published);
    expect(new Set(seen).size).toBe(published);
    const beyond = await http
      .get('/api/products')
      .query({ page: pages + 1 })
      .expect(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total).toBe(published);
  });

  it('pages through a ranked search as its whole ranking, the kinds a word names first included', async () => {
    const ids = async (query: Record<string, string | number>) =>
      ((await http.get('/api/products').query(query).expect(200)).body.items as Card[]).map((c) => c.id);
    // Words whose matches fill several tiers, kind-first ones among them, read page × size rows deep.
    for (const q of ['onduleur', 'onduleur reseau', 'cable', 'batterie pylontech']) {
      const whole = await ids({ q, pageSize: 100 });
      expect(whole.length).toBeGreaterThan(12);
      for (const pageSize of [5, 7]) {
        const paged: number[] = [];
        for (let page = 1; (page - 1) * pageSize < whole.length; page++) paged.push(...(await ids({ q, page, pageSize })));
        expect({ q, pageSize, paged }).toEqual({ q, pageSize, paged: whole });
      }
    }
  });

  it("reads a weight typed in tsquery's syntax as the text it is, not as the ranking's weights", async () => {
    const references = async (q: string) =>
      ((await http.get('/api/products').query({ q }).expect(200)).body.items as Card[]).map((c) => c.reference);
    // The ranking asks full_doc with weights (`'48v':A`); a buyer's `:A`, `:*A` or `:D` is punctuation.
    const ranked = await references('batterie lifepo4 48v');
    expect(ranked.slice(-2)).toEqual(['RT12100G31', 'BAT512120610']);
    for (const q of ['batterie lifepo4 48v:A', 'batterie:*A lifepo4 48v', 'batterie lifepo4:D 48v']) {
      expect({ q, ranked: await references(q) }).toEqual({ q, ranked });
    }
  });

  it('accepts page sizes from 1 to 100 and refuses the rest', async () => {
    expect((await http.get('/api/products?pageSize=1').expect(200)).body.items).toHaveLength(1);
    expect((await http.get('/api/products?pageSize=100').expect(200)).body.items).toHaveLength(Math.min(100, published));
    for (const bad of ['0', '101', '-5', '2.5', 'abc']) {
      const res = await http.get('/api/products').query({ pageSize: bad }).expect(400);
      expect(res.body.fields).toHaveProperty('pageSize');
    }
    for (const bad of ['0', '-1', 'x']) {
      const res = await http.get('/api/products').query({ page: bad }).expect(400);
      expect(res.body.fields).toHaveProperty('page');
    }
  });

  it('searches words, references and brands without caring for accents or case, best matches first', async () => {
    const batterie = await http.get('/api/products?q=batterie&pageSize=100').expect(200);
    expect(batterie.body.total).toBeGreaterThan(5);
    // Relevance: every product named "batterie" before those that are batteries by type or description only.
    const named = batterie.body.items.map((c: Card) => /batterie/i.test(c.name));
    expect(named[0]).toBe(true);
    expect(named.indexOf(false)).toBe(named.lastIndexOf(true) + 1);
    const upper = await http.get('/api/products?q=BATTERIE&pageSize=100').expect(200);
    expect(upper.body.total).toBe(batterie.body.total);

    const cable = await http.get('/api/products').query({ q: 'cable', pageSize: 100 }).expect(200);
    const cableAccented = await http.get('/api/products').query({ q: 'câble', pageSize: 100 }).expect(200);
    expect(cable.body.total).toBeGreaterThan(0);
    expect(cableAccented.body.items).toEqual(cable.body.items);
    expect(cable.body.items[0].name).toMatch(/câble/i);

    const tool = await http.get('/api/products').query({ q: 'DÉVERROUILLAGE' }).expect(200);
    expect(tool.body.items[0].name).toContain('déverrouillage');

    const byReference = await http.get('/api/products').query({ q: 'fh2-1420' }).expect(200);
    expect(byReference.body.items.map((c: Card) => c.id)).toEqual([23]);
    const byBrand = await http.get('/api/products').query({ q: 'victron', pageSize: 100 }).expect(200);
    const brands = byBrand.body.items.map((c: Card) => c.brand);
    expect(brands.slice(0, brands.lastIndexOf('Victron Energy') + 1).every((b: string) => b === 'Victron Energy')).toBe(true);

    const wildcard = await http.get('/api/products').query({ q: '%' }).expect(200);
    expect(wildcard.body.total).toBe(0);
    const facets = batterie.body.facets.brands.reduce((s: number, f: { count: number }) => s + f.count, 0);
    expect(facets).toBe(batterie.body.total);
  });

  it('answers a misspelt search with the close spelling, and says so; a search as typed is never corrected', async () => {
    const typo = await http.get('/api/products').query({ q: 'pyllontech' }).expect(200);
    expect(typo.body.correctedQuery).toBe('pylontech');
    // Every word is searched, spelt right: what the buyer asked for is listed.
    expect(typo.body.partialMatch).toBe(false);
    const right = await http.get('/api/products').query({ q: 'pylontech' }).expect(200);
    expect(right.body.correctedQuery).toBeNull();
    expect(typo.body.items).toEqual(right.body.items);
    const nothing = await http.get('/api/products').query({ q: 'zzzzzzzz introuvable' }).expect(200);
    expect(nothing.body).toMatchObject({ total: 0, items: [], correctedQuery: null, partialMatch: false });
  });

  it('counts the product a reference typed with a space finds, in the total and the facets, in every order', async () => {
    // The name reads `US3000C` as one word: `us 3000c` finds it by its reference alone.
    for (const sort of ['relevance', 'price_asc']) {
      const res = await http.get('/api/products').query({ q: 'us 3000c', sort }).expect(200);
      expect({ sort, ...res.body }).toMatchObject({
        sort,
        total: 1,
        correctedQuery: null,
        items: [{ reference: 'US3000C' }],
        facets: { brands: [{ value: 'Pylontech', count: 1 }], categories: [{ value: 'batteries', count: 1 }] },
      });
    }
  });

  it('when all the words find nothing, drops those that say least of the products (up to 3), the last first among equals, and says which search it shows', async () => {
    const search = async (q: string) => (await http.get('/api/products').query({ q }).expect(200)).body;
    const inverters = await search('onduleur');
    expect(inverters.total).toBeGreaterThan(0);
    // No 3 kW inverter in the catalogue: the inverters, not « 0 produits ».
    // What was asked for is not listed as such (partialMatch): the storefront offers to source it.
    expect(await search('onduleur 3kw')).toMatchObject({
      correctedQuery: 'onduleur',
      partialMatch: true,
      total: inverters.total,
      items: inverters.items,
    });
    expect(inverters).toMatchObject({ correctedQuery: null, partialMatch: false });
    // A typo in the words kept is still corrected.
    expect(await search('onduleru 3kw')).toMatchObject({ correctedQuery: 'onduleur', partialMatch: true, total: inverters.total });
    expect(await search('fixation toiture')).toMatchObject({ correctedQuery: 'fixation' });
    // A stop word left last is dropped with the word after it: the text shown is what was searched.
    expect(await search('fixation de toiture')).toMatchObject({ correctedQuery: 'fixation' });
    const bracket = await search('fixation toiture');
    expect(bracket.items.map((c: Card) => c.name).every((name: string) => /fixation/i.test(name))).toBe(true);
    // At most 3 words go: the fourth word from the end is never searched alone.
    expect(await search('onduleur zzzzqa zzzzqb zzzzqc')).toMatchObject({ correctedQuery: 'onduleur' });
    expect(await search('onduleur zzzzqa zzzzqb zzzzqc zzzzqd')).toMatchObject({ total: 0, items: [], correctedQuery: null });
    // Words that find nothing alone still find nothing; so does a reference that exists nowhere.
    expect(await search('zzzzzzzz introuvable')).toMatchObject({ total: 0, correctedQuery: null });
    // A stop word the search left out is not searched alone once the words after it go (`off`, not « Résultats pour « off » »).
    expect(await search('off zzzzqa')).toMatchObject({ total: 0, items: [], correctedQuery: null });
    // A word of a type (« kit », the carports') goes before a reference, wherever it was typed; a
    // word no product has goes first, with the stop words left at an end.
    const shown = async (q: string) => {
      const { correctedQuery, items } = await search(q);
      return { correctedQuery, first: (items as Card[])[0]?.name };
    };
    expect(await shown('kit us5000')).toEqual({ correctedQuery: 'us5000', first: 'Batterie Pylontech US5000 4.8kWh' });
    expect(await shown('us5000 kit')).toEqual({ correctedQuery: 'us5000', first: 'Batterie Pylontech US5000 4.8kWh' });
    expect(await search('onduleur zzzzqa hybride')).toMatchObject({ correctedQuery: 'onduleur hybride' });
    expect(await search('fixation de zzzzqa')).toMatchObject({ correctedQuery: 'fixation' });
    // The first word names what the buyer wants: when the catalogue has no such word, nothing is
    // shown (the empty state offers to ask for it on quote), not the products of the other words.
    expect(await search('parafoudre dc 1000v')).toMatchObject({ total: 0, items: [], correctedQuery: null });
    // Typed the other way round too: « dc » alone is a word of descriptions (« entrée DC »), which
    // does not say what a product is; a word of names kept (« cable ») lets the unknown one go.
    expect(await search('dc parafoudre')).toMatchObject({ total: 0, items: [], correctedQuery: null });
    expect(await search('cable enphase zzzzqa')).toMatchObject({ correctedQuery: 'cable enphase', partialMatch: true });
    // A short word kept is not the start of others: `coffret ac` (no AC box) shows products that
    // say « AC », not every « accessoire »; `sma sunny boy` (no SMA) neither Victron's « Smart »
    // products nor the « intelligent » meters (the synonym of the « smart » `sma` starts). A longer
    // one kept last still is: `batterie pylon` is the Pylontech batteries.
    const ac = await search('coffret ac');
    expect(ac).toMatchObject({ correctedQuery: 'ac', partialMatch: true });
    expect(ac.items.map((c: Card) => c.reference)).toEqual(expect.arrayContaining(['HM-AC-UNLOCK', 'HM-AC-TRUNK-100']));
    expect(ac.items.map((c: Card) => c.reference)).not.toContain('SUPPORT-US2000C');
    const sma = await search('sma sunny boy');
    expect(sma.items.map((c: Card) => c.name).filter((name: string) => /smart|intelligent/i.test(name))).toEqual([]);
    const pylon = await search('batterie pylon zzzzqa');
    expect(pylon).toMatchObject({ correctedQuery: 'batterie pylon', partialMatch: true });
    expect(pylon.items.length).toBeGreaterThan(0);
    expect(pylon.items.every((c: Card) => c.brand === 'Pylontech')).toBe(true);
    // … unless a word kept names a kind of product the shop sells (a type's or category's word, in
    // either language) or a reference it lists: a brand it does not sell goes, typed first or last.
    for (const [q, kind] of [
      ['huawei batterie', 'batterie'],
      ['batterie huawei', 'batterie'],
      ['byd battery', 'battery'],
      ['daly bms', 'bms'],
    ]) {
      const { total, items } = await search(kind);
      expect(total).toBeGreaterThan(0);
      expect({ q, ...(await search(q)) }).toMatchObject({ q, correctedQuery: kind, total, items });
    }
    expect(await search('deey onduleur')).toMatchObject({ correctedQuery: 'onduleur', total: inverters.total, items: inverters.items });
    expect(await search('zzzzqa us5000')).toMatchObject({ correctedQuery: 'us5000' });
    // A brand, a word of descriptions or a figure names no kind: nothing, as for the surge arrester.
    for (const q of ['zzzzqa pylontech', 'tesla powerwall', 'zzzzqa lithium', 'zzzzqa 48v']) {
      expect({ q, ...(await search(q)) }).toMatchObject({ q, total: 0, items: [], correctedQuery: null });
    }
    // Words that say as much (each a word of names, no product has both): the last typed goes first.
    expect(await shown('compteur carport')).toEqual({ correctedQuery: 'compteur', first: expect.stringMatching(/^Compteur/) });
    expect(await shown('carport compteur')).toEqual({ correctedQuery: 'carport', first: expect.stringMatching(/^Carport/) });
    // Each of them in turn, before two go: without « battery », `wall mounted` finds nothing either.
    expect(await shown('wall mounted battery')).toEqual({
      correctedQuery: 'wall battery',
      first: 'Batterie murale Pylontech Pelio-L 5.12kWh',
    });
    // Suggestions and the quote form's references loosen the same way.
    const typeWord = (await http.get('/api/products/suggestions').query({ q: 'kit us5000' }).expect(200)).body;
    expect({ correctedQuery: typeWord.correctedQuery, first: typeWord.products[0]?.reference }).toEqual({
      correctedQuery: 'us5000',
      first: 'US5000',
    });
    const suggested = (await http.get('/api/products/suggestions').query({ q: 'fh2 9999' }).expect(200)).body;
    expect(suggested).toMatchObject({ correctedQuery: 'fh2', products: [{ reference: 'FH2-1420' }] });
    const references = (await http.get('/api/products/references').query({ q: 'FH2 9999' }).expect(200)).body;
    expect(references.map((r: { reference: string }) => r.reference)).toEqual(['FH2-1420']);
  });

  it('does not show products of another kind for a kind of product named only in their descriptions: the words beside it go', async () => {
    const search = async (q: string, sort = 'relevance') => (await http.get('/api/products').query({ q, sort }).expect(200)).body;
    const inverters = await search('onduleur');
    // Pylontech's batteries say which inverters they work with (« onduleurs … Growatt »), and two
    // batteries « an inverter of 3,550 W »: the shop sells neither a Growatt nor a 3.6 kW inverter.
    for (const q of ['growatt onduleur', 'onduleur 3600w', 'onduleur 3,6 kw']) {
      expect({ q, ...(await search(q)) }).toMatchObject({ q, correctedQuery: 'onduleur', partialMatch: true, total: inverters.total });
      expect({ q, ...(await search(q, 'price_asc')) }).toMatchObject({ q, correctedQuery: 'onduleur', partialMatch: true });
    }
    // The panels' descriptions name their cables; the SUN-8K (an inverter of 10,400 W PV power) names the battery it charges.
    expect(await search('cable solaire')).toMatchObject({
      correctedQuery: 'cable',
      partialMatch: true,
      total: (await search('cable')).total,
    });
    expect((await search('batterie 10kw')).items.map((c: Card) => c.category)).toEqual(expect.arrayContaining(['batteries']));
    expect((await search('batterie 10kw')).items.map((c: Card) => c.reference)).not.toContain('SUN-8K-SG04LP3-EU');
    const hybrids = await search('hybrid inverter');
    expect(await search('solis hybrid inverter')).toMatchObject({
      correctedQuery: 'hybrid inverter',
      partialMatch: true,
      total: hybrids.total,
      items: hybrids.items,
    });
    const suggested = (await http.get('/api/products/suggestions').query({ q: 'growatt onduleur' }).expect(200)).body;
    expect(suggested.correctedQuery).toBe('onduleur');
    const references = async (q: string) => (await http.get('/api/products/references').query({ q }).expect(200)).body;
    const quoted = await references('growatt onduleur');
    expect(quoted).toEqual(await references('onduleur'));
    expect(Object.keys(quoted[0]).sort()).toEqual(['id', 'name', 'reference']);
    // No kind named: the batteries that work with a Growatt inverter are what the shop has for it.
    const growatt = await search('growatt');
    expect(growatt).toMatchObject({ correctedQuery: null, partialMatch: false });
    expect(growatt.items.map((c: Card) => c.category)).toContain('batteries');
    // A page past the last of such a search shows no card, and the total of the one it pages through.
    const past = (await http.get('/api/products').query({ q: 'growatt onduleur', page: 50 }).expect(200)).body;
    expect(past).toMatchObject({ items: [], total: inverters.total, correctedQuery: 'onduleur', partialMatch: true });
    const pastTyped = (await http.get('/api/products').query({ q: 'batterie onduleur', page: 50 }).expect(200)).body;
    expect(pastTyped).toMatchObject({ items: [], correctedQuery: null, partialMatch: false });
    expect(pastTyped.total).toBeGreaterThan(0);
    // Each kind named by the head of one product found at least: listed as typed.
    for (const q of ['batterie onduleur', 'pylontech onduleur', 'victron 48v', 'onduleur hybride deye']) {
      const found = await search(q);
      expect({ q, correctedQuery: found.correctedQuery, partialMatch: found.partialMatch }).toEqual({
        q,
        correctedQuery: null,
        partialMatch: false,
      });
      expect(found.total).toBeGreaterThan(0);
    }
  });

  it('reads the word being typed as the start of the synonyms too, not as a typo: `hybrid inv`, `high volt`', async () => {
    const search = async (q: string) => (await http.get('/api/products').query({ q }).expect(200)).body;
    const whole = await search('hybrid inverter');
    const typing = await search('hybrid inv');
    expect({
      correctedQuery: typing.correctedQuery,
      first: typing.items
        .slice(0, 3)
        .map((c: Card) => c.reference)
        .sort(),
    }).toEqual({
      correctedQuery: null,
      first: whole.items
        .slice(0, 3)
        .map((c: Card) => c.reference)
        .sort(),
    });
    // Before: nothing at all until « high voltage » was whole (the catalogue says « haute tension »).
    const highVoltage = await search('high voltage');
    expect(highVoltage.total).toBeGreaterThan(0);
    expect(await search('high volt')).toMatchObject({ correctedQuery: null, total: highVoltage.total });
    const suggested = (await http.get('/api/products/suggestions').query({ q: 'hybrid inv' }).expect(200)).body;
    expect(suggested.correctedQuery).toBeNull();
  });

  it('reads a reference typed with a typo as the nearest one listed, the one that starts as typed first, and says so', async () => {
    const search = async (q: string) => (await http.get('/api/products').query({ q }).expect(200)).body;
    const shown = async (q: string) => {
      const answer = await search(q);
      return { q, correctedQuery: answer.correctedQuery, first: answer.items[0]?.reference ?? null };
    };
    // Pylontech sells a US5000C; the shop lists the US5000 (one edit away, as the US3000C is).
    expect(await shown('us5000c')).toEqual({ q: 'us5000c', correctedQuery: 'US5000', first: 'US5000' });
    expect(await shown('fh3-2055')).toEqual({ q: 'fh3-2055', correctedQuery: 'FH3-205', first: 'FH3-205' });
    // A typo inside a long reference typed in part: its start.
    expect(await shown('sun-5k-sg05lp1')).toEqual({ q: 'sun-5k-sg05lp1', correctedQuery: 'SUN-5K-SG04LP1-EU', first: 'SUN-5K-SG04LP1-EU' });
    // A reference among other words.
    expect(await shown('pylontech us5000c')).toEqual({ q: 'pylontech us5000c', correctedQuery: 'pylontech US5000', first: 'US5000' });
    // Nothing near: nothing, not any reference.
    expect(await search('xq99999')).toMatchObject({ total: 0, correctedQuery: null });
    const references = (await http.get('/api/products/references').query({ q: 'US5000C' }).expect(200)).body;
    expect(references[0]).toMatchObject({ reference: 'US5000' });
  });

  it('reads which words name a kind of product from the types staff give products, at once', async () => {
    const search = async (q: string) => (await http.get('/api/products').query({ q }).expect(200)).body;
    const [bracket] = await db.query(
      `SELECT id, type FROM products WHERE status = 'publié' AND name ILIKE 'Support de fixation%' ORDER BY id LIMIT 1`,
    );
    expect(bracket.type).not.toMatch(/^support/i);
    // « support » is a word of names but no type's: a brand the shop does not sell before it finds nothing.
    expect(await search('huawei support')).toMatchObject({ total: 0, correctedQuery: null, partialMatch: false });
    await db.query(`UPDATE products SET type = 'Support mural' WHERE id = $1`, [bracket.id]);
    try {
      // Another text than the one answered above, which the catalogue's cache may keep.
      expect(await search('byd support')).toMatchObject({ correctedQuery: 'support', partialMatch: true });
    } finally {
      await db.query(`UPDATE products SET type = $2 WHERE id = $1`, [bracket.id, bracket.type]);
    }
  });

  it("reads a draft's type as a kind of product too, at once, though its words are in no listed product", async () => {
    const search = async (q: string) => (await http.get('/api/products').query({ q }).expect(200)).body;
    expect(await search('sungrow support')).toMatchObject({ total: 0, correctedQuery: null, partialMatch: false });
    const [draft] = await db.query(
      `SELECT id, type, status FROM products WHERE status = 'publié' AND name NOT ILIKE '%support%' ORDER BY id DESC LIMIT 1`,
    );
    await db.query(`UPDATE products SET status = 'brouillon', type = 'Support mural' WHERE id = $1`, [draft.id]);
    try {
      // Another text than the one answered above, which the catalogue's cache may keep.
      expect(await search('kostal support')).toMatchObject({ correctedQuery: 'support', partialMatch: true });
    } finally {
      await db.query(`UPDATE products SET status = $2, type = $3 WHERE id = $1`, [draft.id, draft.status, draft.type]);
    }
  });

  it('ranks a product with the kind its type names as soon as staff change the type', async () => {
    const references = async (q: string) =>
      ((await http.get('/api/products').query({ q }).expect(200)).body.items as Card[]).map((c) => c.reference);
    // Both cables are of type Câble: before the BMS sold « avec câbles », whose name holds both words too.
    expect(await references('câble pylontech')).toEqual(['PYL-COM-RJ45-3M', 'CABLES-20PC', 'SC0500-100S', 'FORCE-L2-1065']);
    const [cable] = await db.query(`SELECT id, type FROM products WHERE reference = 'PYL-COM-RJ45-3M'`);
    await db.query(`UPDATE products SET type = 'Accessoire' WHERE id = $1`, [cable.id]);
    try {
      // Another text than the one answered above, which the catalogue's cache may keep.
      expect(await references('câbles pylontech')).toEqual(['CABLES-20PC', 'SC0500-100S', 'PYL-COM-RJ45-3M', 'FORCE-L2-1065']);
    } finally {
      await db.query(`UPDATE products SET type = $2 WHERE id = $1`, [cable.id, cable.type]);
    }
  });

  it('lets a figure the catalogue does not have stand for its figures in the same unit within 10 %, and says so', async () => {
    const search = async (q: string) => (await http.get('/api/products').query({ q }).expect(200)).body;
    const found = (q: string, answer: { total: number; correctedQuery: string | null; items: Card[] }) => ({
      q,
      total: answer.total,
      correctedQuery: answer.correctedQuery,
      references: answer.items.map((c) => c.reference).sort(),
    });
    // No 10 kWh battery: the 10.2 and 10.65 kWh ones, the figure typed with its unit or apart.
    for (const q of ['batterie 10 kwh', 'batterie 10kwh']) {
      expect(found(q, await search(q))).toEqual({
        q,
        total: 2,
        correctedQuery: 'batterie 10.2kwh',
        references: ['FH3-102', 'FORCE-L2-1065'],
      });
    }
    // Across a unit's multiples: 6 kW stands for a charge controller's 5,800 W (the nearest, named) and
    // for the 6 500 W of the SUN-5K's MPPT inputs.
    expect(found('mppt 6kw', await search('mppt 6kw'))).toEqual({
      q: 'mppt 6kw',
      total: 2,
      correctedQuery: 'mppt 5800w',
      references: ['SCC125110441', 'SUN-5K-SG04LP1-EU'],
    });
    // A figure the catalogue has is matched as typed: the 5 kWh battery, not the 5.12 kWh ones.
    expect(found('batterie 5kwh', await search('batterie 5kwh'))).toEqual({
      q: 'batterie 5kwh',
      total: 1,
      correctedQuery: null,
      references: ['IQBATTERY-5P-1P-INT'],
    });
    // Another unit is another quantity: 10 kW (power) never stands for 10.2 kWh (energy), but for the
    // powers within 10 % (the SUN-8K's « 10 400 W », named as it holds it); a unit without near figures goes.
    const power = await search('hybride 10kw');
    expect(found('hybride 10kw', power)).toMatchObject({ correctedQuery: 'hybride 10400w', references: ['SUN-8K-SG04LP3-EU'] });
    expect(await search('batterie 10kw')).toMatchObject({ correctedQuery: 'batterie', partialMatch: true });
    expect({ q: 'batterie 10mm', ...(await search('batterie 10mm')) }).toMatchObject({ q: 'batterie 10mm', correctedQuery: 'batterie' });
    // Further than 10 % (3.55 and 4.8 kWh for 4 kWh): no figure stands for it, and the figure goes.
    expect(await search('batterie 4kwh')).toMatchObject({ correctedQuery: 'batterie' });
    // The search box suggests the same products.
    const suggested = (await http.get('/api/products/suggestions').query({ q: 'batterie 10kwh' }).expect(200)).body;
    expect(suggested.correctedQuery).toBe('batterie 10.2kwh');
    expect(suggested.products.map((p: Card) => p.reference).sort()).toEqual(['FH3-102', 'FORCE-L2-1065']);
  });

  it('names a near figure as the products found hold it: the notice says what the cards show, and its button finds them', async () => {
    const search = async (q: string) => (await http.get('/api/products').query({ q }).expect(200)).body;
    // No 400 W panel: the 430 Wc panel and carports come first, a 380 VA micro-inverter after them
    // (« panneau » in its description); the nearest figure, 380 W, named the micro-inverter alone.
    const panels = await search('panneau 400w');
    expect(panels.correctedQuery).toBe('panneau 430w');
    expect(panels.items[0].name).toContain('430 Wc');
    // No 7 kW hybrid inverter: the SUN-5K (6,500 W of MPPT input), not a carport's 6.88 kWc.
    expect(await search('hybride 7kw')).toMatchObject({ correctedQuery: 'hybride 6500w', items: [{ reference: 'SUN-5K-SG04LP1-EU' }] });
    // A typo beside a figure the catalogue holds as typed keeps that figure, not a near one.
    expect(await search('batery 5,12 kwh')).toMatchObject({ correctedQuery: 'battery 5.12kwh' });
    // Two figures typed that the products hold as one are named once, not « batterie 48v 48v ».
    expect(await search('batterie 48v 51v')).toMatchObject({ correctedQuery: 'batterie 48v' });
    expect(await search('batterie 48v 51.2v')).toMatchObject({ correctedQuery: 'batterie 48v' });
    // … and two figures named apart stay two.
    expect(await search('batterie 52v 5kwh')).toMatchObject({ correctedQuery: 'batterie 51.2v 5.12kwh' });
    // Quotes, a backslash and tsquery operators typed beside the figure reach search_shown_figures as data.
    for (const q of ["panneau 400w'", 'panneau 400w\\', 'panneau 400w:*', "panneau 400w ')", 'panneau 400w & 300w', 'panneau 400w 400w']) {
      expect({ q, corrected: (await search(q)).correctedQuery }).toEqual({ q, corrected: expect.stringContaining('panneau 430w') });
    }
    // What a buyer does next: the notice's button searches its text as typed, and finds products it showed
    // (`batterie 10 kwh` shows the 10.65 and the 10.2 kWh ones and names the nearest).
    for (const q of [
      'panneau 400w',
      'hybride 7kw',
      'batterie 10kw',
      'batterie 10 kwh',
      'mppt 6kw',
      'onduleur 4kw',
      'batery 5,12 kwh',
      'batterie 48v 51v',
    ]) {
      const answer = await search(q);
      const shown: number[] = answer.items.map((c: Card) => c.id);
      const again = await search(answer.correctedQuery);
      const foundAgain = again.items.filter((c: Card) => shown.includes(c.id)).length;
      expect({ q, corrected: again.correctedQuery, foundAgain: foundAgain > 0 }).toEqual({ q, corrected: null, foundAgain: true });
    }
  });

  it('tolerates as many typos as a word is long: none up to 4 letters, one from 5, two from 9', async () => {
    const corrected = async (q: string) => (await http.get('/api/products').query({ q }).expect(200)).body;
    // One edit, 8 letters: a letter missing, then two letters swapped.
    expect(await corrected('pylontch')).toMatchObject({ correctedQuery: 'pylontech' });
    expect(await corrected('hoymiels')).toMatchObject({ correctedQuery: 'hoymiles' });
    // Two edits in 9 letters or more, one word corrected and the other kept as typed.
    expect(await corrected('compteur inteligant')).toMatchObject({ correctedQuery: 'compteur intelligent' });
    // A word before the last is not a prefix: one the catalogue's words only start with is corrected too.
    const inner = await corrected('pylontec us5000');
    expect([inner.correctedQuery, inner.items[0].reference]).toEqual(['pylontech us5000', 'US5000']);
    // « ph » typed as it sounds, « f »: two edits, read as none.
    expect(await corrected('enfase')).toMatchObject({ correctedQuery: 'enphase' });
    expect(await corrected('onduleur monofase')).toMatchObject({ correctedQuery: 'onduleur monophase' });
    // Neither a word nor a typo of one, but two words written together: read apart, each part whole.
    const joined = await corrected('panneau fullblack');
    expect([joined.correctedQuery, joined.items[0].reference]).toEqual(['panneau full black', 'DM430M10RT-B54HBB']);
    expect(await corrected('hautetension')).toMatchObject({ correctedQuery: 'haute tension' });
    // Refused: a 4-letter word (Deye with two letters swapped), two edits in 7 letters, three in 10,
    // and a word whose parts are not both words of the catalogue.
    for (const q of ['deey', 'pylntch', 'pyllontekk', 'fullblak']) {
      expect({ q, ...(await corrected(q)) }).toMatchObject({ q, total: 0, correctedQuery: null });
    }
  });

  it('suggests products and brands as the buyer types, ranked as the catalogue ranks them', async () => {
    const res = await http.get('/api/products/suggestions').query({ q: 'pylon' }).expect(200);
    const page = await http.get('/api/products').query({ q: 'pylon', pageSize: 6 }).expect(200);
    expect(res.body.products.map((p: { id: number }) => p.id)).toEqual(page.body.items.map((c: Card) => c.id));
    expect(res.body.products[0]).toEqual({
      id: page.body.items[0].id,
      name: page.body.items[0].name,
      reference: page.body.items[0].reference,
      brand: 'Pylontech',
      image_card_url: page.body.items[0].image_card_url,
    });
    expect(res.body.brands).toEqual([{ value: 'Pylontech', count: expect.any(Number) }]);
    const typo = await http.get('/api/products/suggestions').query({ q: 'hoymilles', limit: 3 }).expect(200);
    expect(typo.body).toMatchObject({ correctedQuery: 'hoymiles', brands: [{ value: 'Hoymiles' }] });
    expect(typo.body.products).toHaveLength(3);
    // Found by its stem, as the search finds it: the brand too (a plural, a letter left out before the ending).
    for (const q of ['hoymils', 'pylontechs']) {
      const stem = await http.get('/api/products/suggestions').query({ q }).expect(200);
      expect([q, stem.body.brands.map((b: { value: string }) => b.value)]).toEqual([q, [q.startsWith('hoy') ? 'Hoymiles' : 'Pylontech']]);
    }
    // A product word's stem is no brand's: products, and no brand.
    for (const q of ['onduleurs', 'batteries']) {
      const word = await http.get('/api/products/suggestions').query({ q }).expect(200);
      expect([q, word.body.products.length > 0, word.body.brands]).toEqual([q, true, []]);
    }
    // A later word of a brand's name; and a text of stop words only, where nothing is searched but brands still start.
    const energy = await http.get('/api/products/suggestions').query({ q: 'energ' }).expect(200);
    expect(energy.body.brands).toEqual([{ value: 'Victron Energy', count: expect.any(Number) }]);
    const stopWords = await http.get('/api/products/suggestions').query({ q: 'de la' }).expect(200);
    expect(stopWords.body).toMatchObject({ products: [], correctedQuery: null });
    expect(stopWords.body.brands).toEqual(expect.arrayContaining([{ value: 'Deye', count: expect.any(Number) }]));
    // A stop word with a searched word after it starts no brand (« de » is not Deye being typed); last, it may.
    for (const [q, brands] of [
      ['support de fixation', []],
      ['câble de communication', []],
      ["limiteur d'injection", []],
      ['batterie de', ['Deye']],
    ] as const) {
      const typed = await http.get('/api/products/suggestions').query({ q }).expect(200);
      expect([q, typed.body.brands.map((b: { value: string }) => b.value)]).toEqual([q, brands]);
    }
    // A text's words are kept from one keystroke to the next, the brands they start are not: a brand
    // staff give a product shows at once (another limit: another answer than the one the cache keeps).
    const before = await http.get('/api/products/suggestions').query({ q: 'zen', limit: 5 }).expect(200);
    expect(before.body.brands).toEqual([]);
    const [renamed] = await db.query(`SELECT id, brand FROM products WHERE status = 'publié' ORDER BY id DESC LIMIT 1`);
    await db.query(`UPDATE products SET brand = 'Zendure' WHERE id = $1`, [renamed.id]);
    try {
      const after = await http.get('/api/products/suggestions').query({ q: 'zen', limit: 6 }).expect(200);
      expect(after.body.brands).toEqual([{ value: 'Zendure', count: 1 }]);
    } finally {
      await db.query(`UPDATE products SET brand = $2 WHERE id = $1`, [renamed.id, renamed.brand]);
    }
    for (const query of [{}, { q: '' }, { q: 'x'.repeat(201) }, { q: 'deye', limit: 11 }, { q: 'deye\u0007' }]) {
      const refused = await http.get('/api/products/suggestions').query(query).expect(400);
      expect(Object.keys(refused.body.fields ?? {})).toEqual([Object.keys(query).includes('limit') ? 'limit' : 'q']);
    }
  });

  it('filters by brand and category; each facet ignores its own filter', async () => {
    const deye = await http.get('/api/products?brand=Deye&pageSize=100').expect(200);
    expect(deye.body.total).toBeGreaterThan(0);
    expect(deye.body.items.every((c: Card) => c.brand === 'Deye')).toBe(true);
    expect(deye.body.facets.brands.find((f: { value: string }) => f.value === 'Pylontech').count).toBeGreaterThan(0);

    for (const [category, types] of Object.entries(CATEGORY_TYPES)) {
      const res = await http.get('/api/products').query({ category, pageSize: 100 }).expect(200);
      const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM products WHERE status = 'publié' AND type = ANY($1)`, [types]);
      expect(res.body.total).toBe(count);
      expect(res.body.items.every((c: Card) => c.category === category)).toBe(true);
      expect(res.body.facets.categories.length).toBeGreaterThan(1);
    }
    const both = await http.get('/api/products?brand=Deye&category=onduleurs&pageSize=100').expect(200);
    expect(both.body.items.every((c: Card) => c.brand === 'Deye' && c.category === 'onduleurs')).toBe(true);
    expect(both.body.total).toBeGreaterThan(0);

    await http.get('/api/products?category=frigos').expect(400);
    await http.get('/api/products?sort=random').expect(400);
    const none = await http.get('/api/products?brand=Inconnue').expect(200);
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('suggests published references for the quote form: the first in order, or what a search matches, never the whole catalogue', async () => {
    const first = await http.get('/api/products/references').expect(200);
    const inOrder: { id: number; reference: string; name: string }[] = await db.query(
      `SELECT id, reference, name FROM products WHERE status = 'publié' ORDER BY reference LIMIT 20`,
    );
    expect(published).toBeGreaterThan(20);
    expect(first.body).toEqual(inOrder);
    expect((await http.get('/api/products/references').query({ limit: 5 }).expect(200)).body).toEqual(inOrder.slice(0, 5));

    // The catalogue's search, ranked as the catalogue ranks it.
    const byName = await http.get('/api/products/references').query({ q: 'PYLONTECH', limit: 50 }).expect(200);
    const pylontech = await http.get('/api/products').query({ q: 'PYLONTECH', pageSize: 50 }).expect(200);
    expect(byName.body.map((r: { id: number }) => r.id)).toEqual(pylontech.body.items.map((c: Card) => c.id));

    // The reference typed exactly comes first, even when other products' text contains it.
    const [{ reference }] = await db.query(`SELECT reference FROM products WHERE status = 'publié' ORDER BY length(reference) LIMIT 1`);
    const exact = await http.get('/api/products/references').query({ q: reference, limit: 3 }).expect(200);
    expect(exact.body[0].reference).toBe(reference);

    // A draft is never suggested, even by its exact reference (a published one with like words may be).
    await db.query(`UPDATE products SET status = 'brouillon' WHERE reference = $1`, [reference]);
    try {
      const drafted = await http.get('/api/products/references').query({ q: reference, limit: 50 }).expect(200);
      expect(drafted.body.map((r: { reference: string }) => r.reference)).not.toContain(reference);
    } finally {
      await db.query(`UPDATE products SET status = 'publié' WHERE reference = $1`, [reference]);
    }
    expect((await http.get('/api/products/references').query({ q: 'zzzz-introuvable' }).expect(200)).body).toEqual([]);
  });

  it('refuses a suggestion count out of bounds with the field at fault', async () => {
    for (const limit of ['0', '51', 'abc']) {
      const res = await http.get('/api/products/references').query({ limit }).expect(400);
      expect(JSON.stringify(res.body)).toContain('limit');
    }
    await http
      .get('/api/products/references')
      .query({ q: 'x'.repeat(121) })
      .expect(400);
  });

  it('hides drafts from the catalogue and the product page', async () => {
    await db.query(`UPDATE products SET status = 'brouillon' WHERE id = 32`);
    try {
      app.get(CatalogueCacheToken).invalidate();
      await http.get('/api/products/32').expect(404);
      const all = await http.get('/api/products?pageSize=100').expect(200);
      expect(all.body.items.map((c: Card) => c.id)).not.toContain(32);
      expect(all.body.total).toBe(published - 1);
    } finally {
      await db.query(`UPDATE products SET status = 'publié' WHERE id = 32`);
      app.get(CatalogueCacheToken).invalidate();
    }
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await http.get('/api/products/99999').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Produit non trouvé', requestId: expect.any(String) });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await http.get(`/api/products/${bad}`).expect(400);
      expect(res.body.fields).toHaveProperty('id');
    }
  });
});
