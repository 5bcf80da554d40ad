/**
 * A figure as staff type it: a comma or a point before the decimals, spaces between groups of
 * thousands (`1399,99`, `1 399,99`, `1399.99`). Empty: null. Anything else is NaN, never a guess:
 * a number field that dropped the comma once saved 1399,99 as 139999.
 */
export function parseDecimal(text: string): number | null {
  const figure = text.trim();
  if (figure === '') return null;
  return /^-?(\d+|\d{1,3}(\s\d{3})+)([.,]\d+)?$/.test(figure) ? Number(figure.replace(/\s/g, '').replace(',', '.')) : NaN;
}
