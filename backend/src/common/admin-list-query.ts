import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { FastifyReply } from 'fastify';
import { badRequest } from './validation';
import { COMMON_MESSAGES as M } from './common.messages';

/** The query string ra-data-simple-rest sends: JSON-encoded `sort`, `range`, `filter`. */
export class AdminListQueryDto {
  @ApiProperty({ required: false, type: String, example: '["name","ASC"]' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiProperty({ required: false, type: String, example: '[0,24]' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiProperty({ required: false, type: String, example: '{"q":"pylontech"}' })
  @IsOptional()
  @IsString()
  filter?: string;
}

export interface AdminListParams<TSort extends string> {
  sortField: TSort;
  sortOrder: 'ASC' | 'DESC';
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 1000;

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name}: ${M.invalidJson}`, { [name]: M.invalidJson });
  }
}

export function parseAdminListQuery<TSort extends string>(
  query: AdminListQueryDto,
  sortFields: readonly TSort[],
  defaultSort: [TSort, 'ASC' | 'DESC'],
): AdminListParams<TSort> {
  const sort = parseJson('sort', query.sort) ?? defaultSort;
  if (!Array.isArray(sort) || !sortFields.includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw badRequest(`sort: ${M.sortOn(sortFields)}`, { sort: M.sortOn(sortFields) });
  }
  const range = parseJson('range', query.range) ?? [0, 24];
  const validRange =
    Array.isArray(range) && range.length === 2 && range.every((n) => Number.isInteger(n) && n >= 0) && range[1] >= range[0];
  if (!validRange) throw badRequest(`range: ${M.invalidRange}`, { range: M.invalidRange });
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest(`filter: ${M.filterNotObject}`, { filter: M.filterNotObject });
  }
  const [start, end] = range as [number, number];
  return {
    sortField: sort[0] as TSort,
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    skip: start,
    take: Math.min(end - start + 1, MAX_PAGE),
    filter: filter as Record<string, unknown>,
  };
}

/** ra-data-simple-rest reads the total from `Content-Range: products 0-24/319`. */
export function setContentRange(res: FastifyReply, resource: string, skip: number, count: number, total: number): void {
  const end = count === 0 ? skip : skip + count - 1;
  res.header('Content-Range', `${resource} ${skip}-${end}/${total}`);
}

/** Filters given as a value or a list (`{ id: [1, 2] }`, `{ status: "publié" }`). */
export function asList(value: unknown): unknown[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return Array.isArray(value) ? value : [value];
}

/** A LIKE/ILIKE pattern for "contains": `%` and `_` typed by a user are letters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function filterString(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A day filter (`YYYY-MM-DD`, as react-admin's DateInput sends it): a day of the calendar, or a 400
 * naming the filter. `Date.parse` takes 2026-02-30 for 2 March, which PostgreSQL then refused with
 * a 500; a day that is not one is refused here, not ignored, so a list never looks unfiltered.
 */
export function filterDay(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const [, y, m, d] = (typeof value === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())) || [];
  const day = y ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))) : null;
  const real = day && Number(y) >= 1 && day.getUTCMonth() === Number(m) - 1 && day.getUTCDate() === Number(d);
  if (!real) throw badRequest(`filter.${key}: ${M.invalidDay}`, { [`filter.${key}`]: M.invalidDay });
  return `${y}-${m}-${d}`;
}

/** The part of a TypeORM query builder the filters below use. */
interface Filterable {
  andWhere(where: string, parameters?: Record<string, unknown>): unknown;
}

/** Words typed past this many are left out: a pasted paragraph stays a short statement. */
const MAX_SEARCH_WORDS = 8;

/**
 * Where a list's search box looks a word up: a text column, case and accents ignored; or a
 * condition of its own on the word's `ILIKE` pattern (the SQL of a bound parameter).
 */
export type SearchMatcher = string | ((pattern: string) => string);

/**
 * The back office's search box (`q`), as staff type it: every word in one of the places, in any
 * order, case and accents ignored (`batterie pylontech`, `energie` for `Énergie`). With
 * `compactIn`, a text holding references without their punctuation, the whole text typed without
 * its spaces, hyphens, dots and slashes may instead be in it (`fh2.1420` finds `FH2-1420`).
 */
export function whereContains(qb: Filterable, matchers: readonly SearchMatcher[], text: string | undefined, compactIn?: string): void {
  const words = text?.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) ?? [];
  if (!words.length) return;
  const parameters: Record<string, string> = {};
  const everyWord = words
    .map((word, i) => {
      parameters[`word${i}`] = containsPattern(word);
      const pattern = `:word${i}`;
      const found = matchers.map((m) => (typeof m === 'string' ? `f_unaccent(${m}) ILIKE f_unaccent(${pattern})` : m(pattern)));
      return `(${found.join(' OR ')})`;
    })
    .join(' AND ');
  const compact = text!.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!compactIn || compact.length < 2) return void qb.andWhere(`(${everyWord})`, parameters);
  qb.andWhere(`((${everyWord}) OR ${compactIn} LIKE :compact)`, { ...parameters, compact: `%${compact}%` });
}

// A filter that was given but kept nothing (`{ id: [] }`, `{ role: "nope" }`) matches no row, not every row,
// and not a SQL error: `IN ()` is invalid, so the list becomes one value no row has.
function whereIn<T>(qb: Filterable, column: string, values: T[] | undefined, nothing: T): T[] | undefined {
  if (!values) return undefined;
  const name = column.replace(/\W/g, '_');
  qb.andWhere(`${column} IN (:...${name})`, { [name]: values.length ? values : [nothing] });
  return values;
}

/** `column IN (...)` for integer filters (ids, ratings); returns the ids kept, or undefined when not filtered. */
export function whereIdIn(qb: Filterable, column: string, value: unknown): number[] | undefined {
  return whereIn(qb, column, asList(value)?.map(Number).filter(Number.isInteger), 0);
}

/** `column IN (...)` for text filters; with `allowed`, other values are dropped (a typo matches nothing). */
export function whereOneOf(qb: Filterable, column: string, value: unknown, allowed?: readonly string[]): string[] | undefined {
  const values = asList(value)?.map(String);
  return whereIn(qb, column, allowed ? values?.filter((v) => allowed.includes(v)) : values, '-');
}
