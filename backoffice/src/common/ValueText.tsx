/** A field's value in a list of changes: '(vide)' when empty, JSON for objects, cut at `max` characters. */
export function ValueText({ value, empty, max }: { value: unknown; empty: string; max: number }) {
  if (value === null || value === undefined || value === '') return <em>{empty}</em>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return <>{text.length > max ? `${text.slice(0, max)}…` : text}</>;
}
