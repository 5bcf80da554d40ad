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

/** An API error that retrying will not mend: the request itself is refused (a search too long, a control character). */
export const isRefusedRequest = (e: unknown): e is ApiError => e instanceof ApiError && e.status === 400;

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

/** The API's answer as it came (a 401 replayed once after a refresh for an authorised call); an error status throws. */
async function request(path: string, opts: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, auth = false, headers = {}, signal, retryOn401 = true } = opts;
  const send = (token: string | null) => {
    const h: Record<string, string> = { Accept: accept, ...headers };
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
  return res;
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await request(path, opts, 'application/json');
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file the API serves only to a signed-in caller (a quote's PDF for its owner): fetched with the token. */
export async function apiBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  return (await request(path, opts, '*/*')).blob();
}
