import { isAmount } from './is-amount';

describe('isAmount', () => {
  it('takes euros with at most two decimals', () => {
    for (const value of [0, 12, 12.5, 1299.9, 0.01, 4250.35, 99999.99]) expect(isAmount(value)).toBe(true);
  });

  it('refuses more decimals, exponent-written numbers, non-finite values and non-numbers without throwing', () => {
    for (const value of [12.345, 9e-323, 1.5e-7, 0.001, NaN, Infinity, '12', null, undefined, {}]) expect(isAmount(value)).toBe(false);
  });
});
