import { BadRequestException } from '@nestjs/common';
import { asList, filterDay, parseAdminListQuery, whereContains, whereIdIn, whereOneOf } from './admin-list-query';

const SORTS = ['name', 'price'] as const;

describe('parseAdminListQuery (ra-data-simple-rest parameters)', () => {
  it('reads sort, range and filter', () => {
    const params = parseAdminListQuery({ sort: '["price","desc"]', range: '[10,19]', filter: '{"q":"pylon"}' }, SORTS, ['name', 'ASC']);
    expect(params).toEqual({ sortField: 'price', sortOrder: 'DESC', skip: 10, take: 10, filter: { q: 'pylon' } });
  });

  it('falls back to the default sort and the first 25 rows', () => {
    expect(parseAdminListQuery({}, SORTS, ['name', 'ASC'])).toEqual({
      sortField: 'name',
      sortOrder: 'ASC',
      skip: 0,
      take: 25,
      filter: {},
    });
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'sort'],
    [{ sort: '["name","SIDEWAYS"]' }, 'sort'],
    [{ sort: 'name' }, 'sort'],
    [{ range: '[5,1]' }, 'range'],
    [{ range: '[-1,3]' }, 'range'],
    [{ range: '[0]' }, 'range'],
    [{ range: '{' }, 'range'],
    [{ filter: '[1,2]' }, 'filter'],
    [{ filter: '"text"' }, 'filter'],
  ])('refuses %j with a 400 naming %s', (query, field) => {
    try {
      parseAdminListQuery(query, SORTS, ['name', 'ASC']);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toMatchObject({ fields: { [field]: expect.any(String) } });
    }
  });

  it('treats a single value and a list alike', () => {
    expect(asList('publié')).toEqual(['publié']);
    expect(asList([1, 2])).toEqual([1, 2]);
    expect(asList('')).toBeUndefined();
  });
});

describe('admin list filters', () => {
  function recorder() {
    const wheres: [string, Record<string, unknown> | undefined][] = [];
    return { wheres, andWhere: (where: string, parameters?: Record<string, unknown>) => wheres.push([where, parameters]) };
  }

  it('searches any of the columns, with % and _ taken literally', () => {
    const qb = recorder();
    whereContains(qb, ['s.name', 's.contact_email'], '50%_off');
    expect(qb.wheres).toEqual([
      [
        '((f_unaccent(s.name) ILIKE f_unaccent(:word0) OR f_unaccent(s.contact_email) ILIKE f_unaccent(:word0)))',
        { word0: '%50\\%\\_off%' },
      ],
    ]);
  });

  it('wants every word typed, in one column or another, and at most eight of them', () => {
    const qb = recorder();
    whereContains(qb, ['p.name'], ` ${'mot '.repeat(20)}dernier`);
    const [[sql, parameters]] = qb.wheres;
    expect(Object.values(parameters!)).toEqual(Array(8).fill('%mot%'));
    expect(sql.split(' AND ')).toHaveLength(8);
  });

  it("looks words up by conditions of a list's own, and the text without punctuation in a text of references", () => {
    const qb = recorder();
    whereContains(qb, ['p.name', (word) => `p.code LIKE ${word}`], 'FH2 14.20', 'p.codes');
    const [[sql, parameters]] = qb.wheres;
    expect(sql).toBe(
      '(((f_unaccent(p.name) ILIKE f_unaccent(:word0) OR p.code LIKE :word0) AND (f_unaccent(p.name) ILIKE f_unaccent(:word1) OR p.code LIKE :word1)) OR p.codes LIKE :compact)',
    );
    expect(parameters).toEqual({ word0: '%FH2%', word1: '%14.20%', compact: '%fh21420%' });
  });

  it('adds nothing without a search text or a filter', () => {
    const qb = recorder();
    whereContains(qb, ['s.name'], undefined);
    expect(whereIdIn(qb, 's.id', undefined)).toBeUndefined();
    expect(whereOneOf(qb, 'p.status', '')).toBeUndefined();
    expect(qb.wheres).toEqual([]);
  });

  it('keeps integer ids and returns them', () => {
    const qb = recorder();
    expect(whereIdIn(qb, 'q.user_id', [3, '4', 'x', 1.5])).toEqual([3, 4]);
    expect(qb.wheres).toEqual([['q.user_id IN (:...q_user_id)', { q_user_id: [3, 4] }]]);
  });

  it('makes a filter that kept nothing match no row instead of every row', () => {
    const qb = recorder();
    whereIdIn(qb, 'u.id', []);
    whereOneOf(qb, 'u.role', 'superuser', ['admin', 'editor']);
    expect(qb.wheres).toEqual([
      ['u.id IN (:...u_id)', { u_id: [0] }],
      ['u.role IN (:...u_role)', { u_role: ['-'] }],
    ]);
  });

  it('keeps only the allowed values of a text filter', () => {
    const qb = recorder();
    expect(whereOneOf(qb, 'q.status', ['reçu', 'perdu'], ['reçu', 'traité'])).toEqual(['reçu']);
  });

  it('reads a day filter as a day of the calendar, and refuses one that is not with the filter named', () => {
    expect(filterDay({ from: ' 2026-02-28 ' }, 'from')).toBe('2026-02-28');
    expect(filterDay({ from: '2028-02-29' }, 'from')).toBe('2028-02-29');
    expect(filterDay({ from: '' }, 'from')).toBeUndefined();
    expect(filterDay({}, 'from')).toBeUndefined();
    for (const day of [
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '0000-01-01',
      'hier',
      '2026-3-1',
      20260301,
      ['2026-03-01'],
    ]) {
      const refusal = (() => {
        try {
          filterDay({ from: day }, 'from');
        } catch (e) {
          return e;
        }
      })();
      expect(refusal).toBeInstanceOf(BadRequestException);
      expect((refusal as BadRequestException).getResponse()).toMatchObject({
        fields: { 'filter.from': expect.stringContaining('AAAA-MM-JJ') },
      });
    }
  });
});
