import { countsQuery, pageQuery } from './catalogue-listing.query';

describe('catalogue listing queries', () => {
  it('searches what the buyer typed as letters (% and _ escaped)', () => {
    expect(countsQuery({ q: '100%_x' }).values).toEqual(['%100\\%\\_x%']);
  });

  it('pages the listing in group order, then the chosen order, then id, with only the filters asked for', () => {
    const { text, values } = pageQuery({ sort: 'price_desc', page: 3, pageSize: 12, brand: 'Pylontech' });
    expect(text).toContain('FROM catalogue_listing l');
    expect(text).toContain('WHERE brand = $1');
    expect(text).toContain('ORDER BY l.sort_group, l.effective_price DESC, l.product_id');
    expect(text).not.toContain('search_text');
    expect(values).toEqual(['Pylontech', 12, 24]);
  });

  it('sums the facet cells without a search, counts the matching listing rows with one', () => {
    const plain = countsQuery({ category: 'batteries' });
    expect(plain.text).toContain('FROM catalogue_facet_counts cells');
    expect(plain.values).toEqual(['batteries']);

    const searched = countsQuery({ q: 'Lithium', brand: 'Pylontech' });
    expect(searched.text).toMatch(/FROM \(SELECT brand, category, count\(\*\) AS products FROM catalogue_listing\s+WHERE search_text LIKE f_unaccent\(lower\(\$1\)\)/);
    expect(searched.values).toEqual(['%Lithium%', 'Pylontech']);
  });
});
