import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { findHostileValue } from '../common/hostile-input';
import { ProductInputDto } from './dto/product-input.dto';
import { PRODUCT_MESSAGES as M } from './products.messages';

type Kind = 'text' | 'number' | 'boolean' | 'json';

/**
 * What an empty cell means: `required` passes it to the validator (which refuses it), `clear`
 * empties an optional value (the form's blank field), `keep` leaves the field as it is (or its
 * default on a new product).
 */
type Empty = 'required' | 'clear' | 'keep';

interface Column {
  key: keyof ProductInputDto;
  kind: Kind;
  empty: Empty;
}

/**
 * The columns of the back office's product export, which is also the import's template: one
 * per field of the product form (ProductInputDto), named like it. The validation rules are the
 * DTO's; this only says how a cell is written.
 */
export const PRODUCT_CSV_COLUMNS: readonly Column[] = [
  { key: 'reference', kind: 'text', empty: 'required' },
  { key: 'name', kind: 'text', empty: 'required' },
  { key: 'brand', kind: 'text', empty: 'required' },
  { key: 'type', kind: 'text', empty: 'required' },
  { key: 'status', kind: 'text', empty: 'keep' },
  { key: 'price_public', kind: 'number', empty: 'required' },
  { key: 'price_discounted', kind: 'number', empty: 'clear' },
  { key: 'stock_quantity', kind: 'number', empty: 'keep' },
  { key: 'stock_status', kind: 'text', empty: 'keep' },
  { key: 'supplier_id', kind: 'number', empty: 'clear' },
  { key: 'is_best_seller', kind: 'boolean', empty: 'keep' },
  { key: 'battery_type', kind: 'text', empty: 'clear' },
  { key: 'storage_capacity', kind: 'text', empty: 'clear' },
  { key: 'max_output_power', kind: 'text', empty: 'clear' },
  { key: 'life_cycles', kind: 'number', empty: 'clear' },
  { key: 'lifespan_years', kind: 'number', empty: 'clear' },
  { key: 'internet_monitoring', kind: 'boolean', empty: 'keep' },
  { key: 'image_url', kind: 'text', empty: 'clear' },
  { key: 'image_card_url', kind: 'text', empty: 'clear' },
  { key: 'video_url', kind: 'text', empty: 'clear' },
  { key: 'description', kind: 'text', empty: 'keep' },
  { key: 'specifications', kind: 'json', empty: 'keep' },
  { key: 'documentation', kind: 'json', empty: 'keep' },
];

const BY_KEY = new Map(PRODUCT_CSV_COLUMNS.map((c) => [c.key as string, c]));
const TRUE = new Set(['oui', 'true', 'vrai', '1', 'yes']);
const FALSE = new Set(['non', 'false', 'faux', '0', 'no']);

/** A data row of the file: its line (1 = the header), the form values it gives, cell errors. */
export interface CsvRow {
  line: number;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

export interface ParsedCsv {
  columns: string[];
  ignoredColumns: string[];
  rows: CsvRow[];
}

/** UTF-8 (with or without BOM), else Windows-1252: what French Excel writes by default. */
export function decodeCsv(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** The header's separator: ';' (French spreadsheets, our export) unless the header has only commas. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') || !header.includes(',') ? ';' : ',';
}

/** Semicolon or comma separated, header row first. */
export function parseProductCsv(text: string, maxRows: number): ParsedCsv {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: maxRows + 2,
    }) as unknown as typeof records;
  } catch (error) {
    throw new CsvFileError(M.importUnreadable((error as Error).message));
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new CsvFileError(M.importEmpty);
  if (data.length > maxRows) throw new CsvFileError(M.importTooManyRows(maxRows));
  const names = header.record.map((name) => name.trim());
  if (!names.includes('reference')) throw new CsvFileError(M.importNoReference);
  const rows = data.map(({ record, info }) => {
    const row: CsvRow = { line: info.lines, values: {}, errors: {} };
    names.forEach((name, i) => {
      const column = BY_KEY.get(name);
      if (column) readCell(column, record[i] ?? '', row);
    });
    return row;
  });
  return { columns: names, ignoredColumns: names.filter((n) => !BY_KEY.has(n)), rows };
}

/**
 * Formula injection (OWASP "CSV injection"): a spreadsheet runs a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return (or their full-width forms). The export writes such a
 * text behind an apostrophe (csv-stringify's `escape_formulas`), and doubles the apostrophe of a
 * text that starts with one, so the import, which takes one leading apostrophe off when a
 * trigger or another apostrophe follows it, reads every exported cell back as it was. A negative
 * number stays a number (it is no formula); prices and quantities cannot be negative anyway.
 */
const ESCAPED_CELL = /^'[=+\-@\t\r\uff1d\uff0b\uff0d\uff20']/;

function unescapeCell(raw: string): string {
  return ESCAPED_CELL.test(raw) ? raw.slice(1) : raw;
}

function escapeCell(text: string): string {
  return text.startsWith("'") ? `'${text}` : text;
}

function readCell(column: Column, escaped: string, row: CsvRow): void {
  readValue(column, unescapeCell(escaped), row);
  // Every cell is checked like a JSON body (common/hostile-input.ts) before any validator sees it:
  // nesting too deep, NUL or a lone surrogate (a JSON cell may spell them \u0000, \ud800) is a row error.
  const hostile = column.key in row.values ? findHostileValue(row.values[column.key], column.key) : undefined;
  if (hostile) {
    delete row.values[column.key];
    row.errors[column.key] = hostile.message;
  }
}

function readValue(column: Column, raw: string, row: CsvRow): void {
  const cell = raw.trim();
  if (cell === '') {
    if (column.empty === 'required') row.values[column.key] = '';
    if (column.empty === 'clear') row.values[column.key] = '';
    return;
  }
  switch (column.kind) {
    case 'text':
      row.values[column.key] = raw;
      return;
    case 'number':
      // 1 999,90 as a French spreadsheet writes it is 1999.90.
      row.values[column.key] = /^-?[\d\s\u00a0\u202f]+,\d+$/.test(cell) ? cell.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.') : cell;
      return;
    case 'boolean': {
      const word = cell.toLowerCase();
      if (TRUE.has(word)) row.values[column.key] = true;
      else if (FALSE.has(word)) row.values[column.key] = false;
      else row.errors[column.key] = M.importInvalidBoolean;
      return;
    }
    case 'json':
      try {
        row.values[column.key] = JSON.parse(cell);
      } catch {
        row.errors[column.key] = M.importInvalidJson;
      }
  }
}

/** The export: the same columns, ';' separated with a BOM so French Excel opens it as is. */
export function productsToCsv(products: object[]): string {
  const cell = (column: Column, value: unknown) => {
    if (value === null || value === undefined) return '';
    if (column.kind === 'json') return JSON.stringify(value);
    if (column.kind === 'boolean') return value ? 'oui' : 'non';
    // A number stays one: csv-stringify leaves a negative number unescaped.
    if (column.kind === 'number' && typeof value === 'number') return value;
    return escapeCell(String(value));
  };
  const body = stringify(
    products.map((p) => PRODUCT_CSV_COLUMNS.map((c) => cell(c, (p as Record<string, unknown>)[c.key]))),
    {
      header: true,
      columns: PRODUCT_CSV_COLUMNS.map((c) => c.key),
      delimiter: ';',
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
  return `\ufeff${body}`;
}

/** The whole file is refused (not a row): unreadable, empty, too long, no reference column. */
export class CsvFileError extends Error {}
