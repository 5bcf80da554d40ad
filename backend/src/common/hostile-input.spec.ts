import { findHostileValue, MAX_JSON_DEPTH } from './hostile-input';
import { COMMON_MESSAGES as M } from './common.messages';

const nest = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('findHostileValue', () => {
  it('accepts ordinary JSON, accents and emoji (paired surrogates) included', () => {
    expect(findHostileValue({ name: 'Énergie ☀️ 🔋', items: [{ q: 1 }], ok: null }, '')).toBeUndefined();
    expect(findHostileValue(nest(MAX_JSON_DEPTH), '')).toBeUndefined();
  });

  it('refuses nesting deeper than the limit without recursion (100,000 levels)', () => {
    expect(findHostileValue(nest(MAX_JSON_DEPTH + 1), '')).toMatchObject({ message: M.tooDeep(MAX_JSON_DEPTH) });
    expect(findHostileValue({ message: nest(100_000) }, '')).toMatchObject({
      field: expect.stringMatching(/^message(\.0|\.a)+$/),
      message: M.tooDeep(MAX_JSON_DEPTH),
    });
  });

  it('names the field holding a NUL or a lone surrogate, in values and keys', () => {
    expect(findHostileValue({ filter: { q: 'a\u0000b' } }, '')).toEqual({ field: 'filter.q', message: M.nulCharacter });
    expect(findHostileValue({ email: 'a\ud800@example.fr' }, '')).toEqual({ field: 'email', message: M.invalidUnicode });
    expect(findHostileValue({ items: [{ name: '\udc00x' }] }, '')).toEqual({ field: 'items.0.name', message: M.invalidUnicode });
    expect(findHostileValue({ ['k\u0000']: 1 }, '')).toEqual({ field: 'k\u0000', message: M.nulCharacter });
  });
});
