import { useLocalText } from './useLocalText';

/** Errors of the price and count fields, loaded with the forms (not in i18n/fr.ts: the first screen's budget). */
const fr = {
  decimal: 'Saisissez un nombre, par exemple 1 399,99',
  integer: 'Saisissez un nombre entier',
};

const en: typeof fr = {
  decimal: 'Enter a number, for example 1399.99',
  integer: 'Enter a whole number',
};

export function useFigureText() {
  return useLocalText(fr, en);
}
