import { createSession, type AuthResponse } from '@stockwatt/shared';

export class ApiError extends Error {
  status: number;
  fields?: Record<string, string>;
  /** The body's `error` (`EmailNotConfirmed`, `MfaTokenInvalid`…), when it names one. */
  code?: string;
  constructor(status: number, message: string, fields?: Record<string, string>, code?: string) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.code = code;
  }
}

/**
 * The signed-in buyer's session (access token in memory, silent refresh from the cookie): the
 * AuthProvider shows it, authorised calls carry its token.
 */
export const session = createSession({ refresh: () => api<AuthResponse>('/auth/refresh', { method: 'POST', retryOn401: false }) });

export interface RequestOptions {
  method?: string;
  body?: unknown;
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  retryOn401?: boolean;
}

async function parseError(res: Response): Promise<ApiError> {
  let message = res.statusText || `HTTP ${res.status}`;
  let fields: Record<string, string> | undefined;
  let code: string | undefined;
  try {
    const data = (await res.json()) as { message?: string | string[]; fields?: Record<string, string>; error?: string };
    if (Array.isArray(data.message)) message = data.message.join(' ');
    else if (data.message) message = data.message;
    fields = data.fields;
    code = data.error;
  } catch {
    /* not JSON */
  }
  return new ApiError(res.status, message, fields, code);
}

const prefetched = new Map<string, Promise<Response>>();

/** Starts a public GET before React has rendered (first paint of a deep link); `api()` picks it up once. */
export function prefetch(path: string) {
  if (!prefetched.has(path))
    prefetched.set(path, fetch(`/api${path}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }));
}

const parsed = new Map<string, unknown>();

/** Like prefetch; also parses the body (kept for `peek`) and hands it to `use`. */
export function prefetchThen<T>(path: string, use: (body: T) => void, onError?: () => void) {
  prefetch(path);
  void prefetched
    .get(path)!
    .then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.clone().json() as Promise<T>;
    })
    .then((body) => {
      parsed.set(path, body);
      use(body);
    })
    .catch(() => onError?.());
}

/**
 * API answers the server rendered the page from (keyed by path under /api): `peek`, `prefetch`
 * and `api` then find them as if they had been prefetched, so the first render matches the
 * server's and the browser does not ask for them again.
 */
export function seedAnswers(answers: Record<string, unknown>) {
  for (const [path, body] of Object.entries(answers)) {
    parsed.set(path, body);
    prefetched.set(path, Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })));
  }
}

/** Forgets seeded answers (the server entry renders one request after another). */
export function clearAnswers() {
  parsed.clear();
  prefetched.clear();
}

/** The answers the server put in the page (`<script type="application/json" id="sw-data">`, see the API's storefront/document.ts). */
export function seedFromPage() {
  const el = document.getElementById('sw-data');
  if (!el?.textContent) return;
  try {
    seedAnswers(JSON.parse(el.textContent) as Record<string, unknown>);
  } catch {
    /* a damaged block: the page fetches its data as usual */
  }
}

/** A prefetched answer that is already parsed, taken once (first render of a deep link). */
export function peek<T>(path: string): T | undefined {
  if (!parsed.has(path)) return undefined;
  const body = parsed.get(path) as T;
  parsed.delete(path);
  prefetched.delete(path);
  return body;
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = false, headers = {}, signal, retryOn401 = true } = opts;
  const early = method === 'GET' && !auth ? prefetched.get(path) : undefined;
  if (early) {
    prefetched.delete(path);
    const res = await early.catch(() => null);
    if (res && res.ok) {
      const text = await res.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
  }
  const send = (token: string | null) => {
    const h: Record<string, string> = { Accept: 'application/json', ...headers };
    if (body !== undefined) h['Content-Type'] = 'application/json';
    if (auth && token) h.Authorization = `Bearer ${token}`;
    return fetch(`/api${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  };
  const res =
    auth && retryOn401
      ? await session.send(send, (outcome) => outcome instanceof Response && outcome.status === 401)
      : await send(session.token());
  if (!res.ok) throw await parseError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
