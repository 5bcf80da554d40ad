import { fieldChanges } from './field-changes';

describe('fieldChanges', () => {
  it('lists only the fields whose value differs, before → after', () => {
    const before = { id: 1, name: 'A', price_public: 10, stock_quantity: 4, updated_at: new Date(1) };
    const after = { id: 1, name: 'B', price_public: 10, stock_quantity: 0, updated_at: new Date(2) };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'stock_quantity', before: 4, after: 0 },
    ]);
  });

  it('treats a creation and a deletion as changes from and to nothing', () => {
    expect(fieldChanges(null, { name: 'A', brand: null })).toEqual([{ field: 'name', before: null, after: 'A' }]);
    expect(fieldChanges({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: null }]);
  });

  it('compares objects whatever their key order, dates as text, and leaves out the fields the record ignores', () => {
    const before = { specifications: { a: '1', b: '2' }, disabled_at: null, password_hash: 'x' };
    const after = { specifications: { b: '2', a: '1' }, disabled_at: new Date('2026-01-02T03:04:05Z'), password_hash: 'y' };
    expect(fieldChanges(before, after, ['password_hash'])).toEqual([
      { field: 'disabled_at', before: null, after: '2026-01-02T03:04:05.000Z' },
    ]);
    expect(fieldChanges(before, after).map((c) => c.field)).toEqual(['disabled_at', 'password_hash']);
  });
});
