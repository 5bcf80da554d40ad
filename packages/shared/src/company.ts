/**
 * A professional account's company: its legal name, SIRET, intra-EU VAT number and addresses,
 * and the rules that check them. The API refuses what these refuse (400 naming the field); the
 * storefront's form and the quote form read the same shape. Offers and orders keep a copy of it.
 */

/** A postal address; `country` is an ISO 3166-1 alpha-2 code (`FR` unless said otherwise). */
export interface PostalAddress {
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  country: string;
}

const ADDRESS_FIELDS = ['line1', 'line2', 'postalCode', 'city', 'country'] as const;

/** The same place: every field alike (a form's address, whose blank second line is '', as well as a stored one). */
export function sameAddress<A extends Record<(typeof ADDRESS_FIELDS)[number], unknown>>(a: A, b: A): boolean {
  return ADDRESS_FIELDS.every((field) => a[field] === b[field]);
}

/** What an account's company says about itself (`GET /api/account/company`), and what offers and orders copy. */
export interface CompanyProfile {
  legalName: string;
  siret: string;
  vatNumber: string | null;
  billingAddress: PostalAddress;
  deliveryAddress: PostalAddress;
}

/** Longest texts, in characters (the columns' sizes). */
export const COMPANY_LIMITS = { legalName: 200, line: 200, postalCode: 10, city: 100 } as const;

export const DEFAULT_COUNTRY = 'FR';

/** The EU's member states by the prefix of their VAT numbers (Greece is `EL`; `XI`: Northern Ireland). */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/**
 * The countries an address may be in: the EU's member states and the neighbours the shop
 * delivers to (ISO 3166-1 alpha-2; the UIs name them with `Intl.DisplayNames`).
 */
export const COMPANY_COUNTRIES = [
  'FR', 'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'AD', 'CH', 'GB', 'IS', 'LI', 'MC', 'NO',
] as const; // prettier-ignore

export function isCompanyCountry(value: unknown): boolean {
  return typeof value === 'string' && (COMPANY_COUNTRIES as readonly string[]).includes(value);
}

/** Digits only: `362 521 879 00034` → `36252187900034`. Other characters are kept, so a bad value stays bad. */
export function normalizeSiret(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The Luhn check: every second digit from the right doubled (its digits summed), the total a multiple of 10. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** La Poste's establishments share the SIREN 356000000; their SIRETs are keyed by the sum of their digits. */
const LA_POSTE_SIREN = '356000000';

/**
 * A SIRET: 14 digits (spaces ignored) whose SIREN (the first 9) and whole number pass the Luhn
 * check; La Poste's (SIREN 356000000) pass when the sum of their digits is a multiple of 5.
 */
export function isValidSiret(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const siret = normalizeSiret(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const sum = [...siret].reduce((s, d) => s + Number(d), 0);
    return sum % 5 === 0 || luhn(siret);
  }
  return luhn(siret.slice(0, 9)) && luhn(siret);
}

/** `fr 83-404.833.048` → `FR83404833048`: upper case, without spaces, dots or hyphens. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/**
 * An intra-EU VAT number (spaces, dots and hyphens ignored, any case): a member state's prefix
 * and that state's format; a French number's numeric key must be its SIREN's (a key with a
 * letter, given to some bodies, is checked for its format only).
 */
export function isValidEuVatNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const vat = normalizeVatNumber(value);
  const format = VAT_FORMATS[vat.slice(0, 2)];
  if (!format || !format.test(vat.slice(2))) return false;
  if (vat.startsWith('FR') && /^\d{2}$/.test(vat.slice(2, 4))) return vat.slice(2, 4) === frenchVatKey(vat.slice(4));
  return true;
}

/** The SIREN a French VAT number is made from (null for another country's). */
export function sirenOfVatNumber(value: string): string | null {
  const vat = normalizeVatNumber(value);
  return vat.startsWith('FR') && vat.length === 13 ? vat.slice(4) : null;
}

/** A French VAT number belongs to the SIRET's company (same SIREN); another country's always passes. */
export function vatNumberMatchesSiret(vatNumber: string, siret: string): boolean {
  const siren = sirenOfVatNumber(vatNumber);
  return siren === null || siren === normalizeSiret(siret).slice(0, 9);
}

/** A postal code as kept: in France without the spaces and dots a buyer may type (`31 000` → `31000`). */
export function normalizePostalCode(value: string, country: string = DEFAULT_COUNTRY): string {
  const code = value.trim();
  return country === 'FR' ? code.replace(/[\s.]+/g, '') : code;
}

/** A postal code: 5 digits in France (spaces and dots ignored); elsewhere letters, digits, spaces and hyphens (2 to 10). */
export function isValidPostalCode(value: unknown, country: string = DEFAULT_COUNTRY): boolean {
  if (typeof value !== 'string') return false;
  const code = normalizePostalCode(value, country);
  if (country === 'FR') return /^\d{5}$/.test(code);
  return /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/i.test(code);
}
