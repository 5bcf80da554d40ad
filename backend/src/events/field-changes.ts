/** One field of a record before and after a write (null when absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * Fields no record lists as changes: its id and the timestamps the database moves by itself. What
 * else a record leaves out (derived values, relations beside their ids, secrets) its entity
 * declares beside its columns, and the events that carry it pass on.
 */
const NEVER_LISTED = ['id', 'created_at', 'updated_at'];

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

/** The fields whose value differs between two states of a record (either may be null), but for `ignored` ones. */
export function fieldChanges(
  before: object | null | undefined,
  after: object | null | undefined,
  ignored: readonly string[] = [],
): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const skip = new Set([...NEVER_LISTED, ...ignored]);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !skip.has(f));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = normalizeValue(b[field]);
    const now = normalizeValue(a[field]);
    if (!same(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}
