import { BadRequestException } from '@nestjs/common';
import { asList, parseAdminListQuery } from './admin-list-query';

const SORTS = ['name', 'price'] as const;

describe('parseAdminListQuery (ra-data-simple-rest parameters)', () => {
  it('reads sort, range and filter', () => {
    const params = parseAdminListQuery(
      { sort: '["price","desc"]', range: '[10,19]', filter: '{"q":"pylon"}' },
      SORTS,
      ['name', 'ASC'],
    );
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
