import { API_URL, httpClient } from '../dataProvider';

/** POST/PUT JSON to an admin route the simple REST provider does not know (order moves, offer sending). */
export async function adminCall<T = unknown>(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const { json } = await httpClient(`${API_URL}/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json as T;
}

/** The field errors of a 400 (`fields: {"lines.0.quantity": "…"}`), or {}. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = (error as { body?: { fields?: unknown } })?.body?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
