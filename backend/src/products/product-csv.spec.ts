import { parseProductCsv, productsToCsv } from './product-csv';

/** What the import reads back from the export of products with these texts (name) and numbers (price_public). */
function roundTrip(products: object[]) {
  const csv = productsToCsv(products);
  return { csv, rows: parseProductCsv(csv.replace(/^\ufeff/, ''), 100).rows };
}

describe('product CSV: formula injection', () => {
  const TEXTS = [
    '=HYPERLINK("https://evil.example","x")',
    '+33 1 23 45 67 89',
    '-LFP',
    '@SUM(A1:A9)',
    '\t=1+1',
    '\r=1+1',
    '＝1+1', // full-width signs: Apple Numbers reads them as formulas
    "'=1+1", // a text that starts with an apostrophe keeps it
    "''=1+1",
    "'quoted'",
    "'",
    "L'Ondulateur = 48 V",
    'Batterie 48 V',
  ];

  it.each(TEXTS)('writes %j so no spreadsheet runs it, and reads it back exactly', (text) => {
    const { csv, rows } = roundTrip([{ reference: 'R-1', name: text }]);
    const cell = csv.split('\r\n')[1].split(';')[1].replace(/^"/, '');
    expect(cell).not.toMatch(/^[=+\-@\t\r＝＋－＠]/);
    expect(rows[0].values.name).toBe(text);
    expect(rows[0].errors).toEqual({});
  });

  it('leaves a number a number (a negative one is no formula) and reads an escaped one back too', () => {
    const { csv, rows } = roundTrip([{ reference: 'R-1', price_public: -5, stock_quantity: 3 }]);
    expect(csv.split('\r\n')[1].split(';').slice(5, 8)).toEqual(['-5', '', '3']);
    expect(rows[0].values).toMatchObject({ price_public: '-5', stock_quantity: '3' });
    const [typed] = parseProductCsv("reference;price_public\nR-1;'-5\n", 10).rows;
    expect(typed.values.price_public).toBe('-5'); // then refused by the form's rule (Min 0), as a row error
  });

  it('reads a cell escaped by hand in a spreadsheet (a leading apostrophe before a sign) without it', () => {
    const [row] = parseProductCsv("reference;name;brand\nR-1;'=SOMME(A1);'L'Ondulateur\n", 10).rows;
    expect(row.values).toMatchObject({ name: '=SOMME(A1)', brand: "'L'Ondulateur" });
  });
});

describe('product CSV: hostile cells', () => {
  it.each([
    ['specifications', '['.repeat(5000) + ']'.repeat(5000), 'imbrication trop profonde (32 niveaux au plus)'],
    ['specifications', '{"Tension":"48\\u0000V"}', 'caractère nul interdit'],
    ['specifications', '{"\\ud800":"x"}', 'texte Unicode invalide (caractère isolé ou mal encodé)'],
    [
      'documentation',
      '[{"name":"Fiche","url":"/x.pdf","fileName":"\\udc00.pdf"}]',
      'texte Unicode invalide (caractère isolé ou mal encodé)',
    ],
  ])('%s %#: a row error naming the column, no value passed on', (column, cell, message) => {
    const [row] = parseProductCsv(`reference;${column}\nR-1;"${cell.replace(/"/g, '""')}"\n`, 10).rows;
    expect(row.errors).toEqual({ [column]: message });
    expect(row.values).not.toHaveProperty(column);
  });
});
