import { describe, expect, it } from 'vitest';
import {
  frenchVatKey,
  isCompanyCountry,
  isValidEuVatNumber,
  isValidPostalCode,
  isValidSiret,
  normalizePostalCode,
  normalizeSiret,
  normalizeVatNumber,
  sameAddress,
  vatNumberMatchesSiret,
} from './company.js';

describe('SIRET', () => {
  it('takes 14 digits whose SIREN and whole number pass the Luhn check, spaces ignored', () => {
    expect(isValidSiret('44306184100047')).toBe(true);
    expect(isValidSiret('443 061 841 00047')).toBe(true);
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(normalizeSiret(' 443 061 841 00047 ')).toBe('44306184100047');
  });

  it('refuses a wrong key, a wrong length, other characters and what is not text', () => {
    expect(isValidSiret('44306184100048')).toBe(false);
    expect(isValidSiret('4430618410004')).toBe(false);
    expect(isValidSiret('443061841000470')).toBe(false);
    expect(isValidSiret('44306184I00047')).toBe(false);
    expect(isValidSiret('443-061-841-00047')).toBe(false);
    expect(isValidSiret('')).toBe(false);
    expect(isValidSiret(44306184100047)).toBe(false);
    expect(isValidSiret(null)).toBe(false);
  });

  it('refuses a SIRET whose whole number passes but whose SIREN does not', () => {
    expect(isValidSiret('44306184200003')).toBe(false);
  });

  it("keys La Poste's establishments (SIREN 356000000) by the sum of their digits", () => {
    expect(isValidSiret('35600000049837')).toBe(true); // digits sum to 45, fails Luhn
    expect(isValidSiret('35600000000048')).toBe(true); // the head office passes Luhn
    expect(isValidSiret('35600000049838')).toBe(false);
  });
});

describe('intra-EU VAT number', () => {
  it('checks a French number’s key against its SIREN', () => {
    expect(frenchVatKey('404833048')).toBe('83');
    expect(isValidEuVatNumber('FR83404833048')).toBe(true);
    expect(isValidEuVatNumber('fr 83 404.833-048')).toBe(true);
    expect(isValidEuVatNumber('FR84404833048')).toBe(false);
    expect(isValidEuVatNumber('FR8340483304')).toBe(false);
    // A key with a letter is checked for its format only.
    expect(isValidEuVatNumber('FRK7404833048')).toBe(true);
    expect(isValidEuVatNumber('FRI7404833048')).toBe(false);
  });

  it("checks other member states' formats by their prefix", () => {
    expect(isValidEuVatNumber('DE123456789')).toBe(true);
    expect(isValidEuVatNumber('DE12345678')).toBe(false);
    expect(isValidEuVatNumber('ATU12345678')).toBe(true);
    expect(isValidEuVatNumber('AT12345678')).toBe(false);
    expect(isValidEuVatNumber('BE0123456789')).toBe(true);
    expect(isValidEuVatNumber('NL123456789B01')).toBe(true);
    expect(isValidEuVatNumber('EL123456789')).toBe(true);
    expect(isValidEuVatNumber('ESX1234567X')).toBe(true);
    expect(isValidEuVatNumber('IE1234567WA')).toBe(true);
  });

  it('refuses a country outside the EU, a bare number and what is not text', () => {
    expect(isValidEuVatNumber('GB123456789')).toBe(false);
    expect(isValidEuVatNumber('US123456789')).toBe(false);
    expect(isValidEuVatNumber('GR123456789')).toBe(false);
    expect(isValidEuVatNumber('83404833048')).toBe(false);
    expect(isValidEuVatNumber('')).toBe(false);
    expect(isValidEuVatNumber(12)).toBe(false);
  });

  it('normalises case, spaces, dots and hyphens', () => {
    expect(normalizeVatNumber(' fr83 404.833-048 ')).toBe('FR83404833048');
  });

  it("matches a French number's SIREN with the SIRET's; another country's always matches", () => {
    expect(vatNumberMatchesSiret('FR83404833048', '40483304800022')).toBe(true);
    expect(vatNumberMatchesSiret('FR83404833048', '44306184100047')).toBe(false);
    expect(vatNumberMatchesSiret('DE123456789', '44306184100047')).toBe(true);
  });
});

describe('postal code and country', () => {
  it('takes 5 digits in France, a short code of letters and digits elsewhere', () => {
    expect(isValidPostalCode('69003')).toBe(true);
    expect(isValidPostalCode('69003', 'FR')).toBe(true);
    expect(isValidPostalCode('6900', 'FR')).toBe(false);
    expect(isValidPostalCode('690034', 'FR')).toBe(false);
    expect(isValidPostalCode('69 003', 'FR')).toBe(true);
    expect(isValidPostalCode('69.003', 'FR')).toBe(true);
    expect(isValidPostalCode('69 00 3 4', 'FR')).toBe(false);
    expect(isValidPostalCode('1000', 'BE')).toBe(true);
    expect(isValidPostalCode('1012 AB', 'NL')).toBe(true);
    expect(isValidPostalCode('-', 'NL')).toBe(false);
    expect(isValidPostalCode(69003)).toBe(false);
  });

  it("keeps a French code without the spaces a buyer types, another country's as typed", () => {
    expect(normalizePostalCode(' 31 000 ')).toBe('31000');
    expect(normalizePostalCode('31.000', 'FR')).toBe('31000');
    expect(normalizePostalCode(' 1012 AB ', 'NL')).toBe('1012 AB');
  });

  it('knows the countries an address may be in', () => {
    expect(isCompanyCountry('FR')).toBe(true);
    expect(isCompanyCountry('CH')).toBe(true);
    expect(isCompanyCountry('fr')).toBe(false);
    expect(isCompanyCountry('US')).toBe(false);
    expect(isCompanyCountry(undefined)).toBe(false);
  });
});

describe('sameAddress', () => {
  const lyon = { line1: '12 rue des Entrepreneurs', line2: null, postalCode: '69003', city: 'Lyon', country: 'FR' };
  it('is the same place only when every field is alike', () => {
    expect(sameAddress(lyon, { ...lyon })).toBe(true);
    for (const change of [
      { line1: '14 rue des Entrepreneurs' },
      { line2: 'Quai 4' },
      { postalCode: '69330' },
      { city: 'Meyzieu' },
      { country: 'BE' },
    ])
      expect(sameAddress(lyon, { ...lyon, ...change })).toBe(false);
  });
});
