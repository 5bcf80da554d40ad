import { FieldChange } from './history-entry.entity';

/**
 * Fields never listed as changes: timestamps the database moves by itself, values derived from
 * other fields (they change with them), relations loaded beside the ids, and secrets.
 */
const IGNORED = new Set([
  'id',
  'created_at',
  'updated_at',
  'effective_price',
  'category',
  'sort_group',
  'summary',
  'image_variants',
  'supplier',
  'product',
  'user',
  'password_hash',
  'supplier_name',
  'product_name',
  'user_email',
  'delivery_id',
  'job_id',
]);

/** JSON-safe and comparable: dates as ISO text, object keys sorted (jsonb does not keep order). */
export function normalizeValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, normalizeValue((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs between two states of a record (either may be null). */
export function fieldChanges(before: object | null | undefined, after: object | null | undefined): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !IGNORED.has(f));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = normalizeValue(b[field]);
    const now = normalizeValue(a[field]);
    if (!same(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}
