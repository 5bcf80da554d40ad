import { DataProvider, fetchUtils, HttpError, Identifier, RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DashboardData, ImportReport } from '@stockwatt/shared';
import { getToken, send } from './auth';

export const API_URL = '/api/admin';

/** fetchJson with the Bearer token; on a 401 the token is renewed once and the call replayed. */
export async function httpClient(url: string, options: fetchUtils.Options = {}): ReturnType<typeof fetchUtils.fetchJson> {
  return send(
    (token) => {
      const headers = new Headers(options.headers ?? { Accept: 'application/json' });
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return fetchUtils.fetchJson(url, { ...options, headers });
    },
    (outcome) => outcome instanceof HttpError && outcome.status === 401,
    await getToken(),
  );
}

export interface UploadAnswer {
  url: string;
  fileName: string;
  name?: string;
  card_url?: string;
}

export interface StockwattDataProvider extends DataProvider {
  duplicate: (resource: string, params: { id: Identifier }) => Promise<{ data: RaRecord }>;
  setStatus: (resource: string, params: { id: Identifier; status: string }) => Promise<{ data: RaRecord }>;
  resend: (resource: string, params: { id: Identifier }) => Promise<{ data: RaRecord }>;
  markHandled: (resource: string, params: { id: Identifier }) => Promise<{ data: RaRecord }>;
  upload: (kind: 'images' | 'documents', params: { file: File; name?: string }) => Promise<{ data: UploadAnswer }>;
  /** GET /api/admin/dashboard (the first screen's figures). */
  dashboard: () => Promise<{ data: DashboardData }>;
  /** The catalogue CSV the server writes (the import's template), for a filter. */
  exportProducts: (params: { filter: Record<string, unknown> }) => Promise<{ data: string }>;
  /** POST /api/admin/products/import: the report (dry run) or the import itself. */
  importProducts: (params: { file: File; dryRun: boolean }) => Promise<{ data: ImportReport }>;
}

const base = simpleRestProvider(API_URL, httpClient);

/**
 * Resources whose API moves several records in one request and one transaction
 * (`PUT /api/admin/<resource>?filter={"id":[…]}`, answering the ids); ra-data-simple-rest would
 * send one PUT per record.
 */
const BULK_UPDATE_RESOURCES = new Set(['reviews']);

const post = (url: string, body?: unknown) =>
  httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) }).then(({ json }) => ({ data: json }));

export const dataProvider: StockwattDataProvider = {
  ...base,
  updateMany: (resource, params) =>
    BULK_UPDATE_RESOURCES.has(resource)
      ? httpClient(`${API_URL}/${resource}?filter=${encodeURIComponent(JSON.stringify({ id: params.ids }))}`, {
          method: 'PUT',
          body: JSON.stringify(params.data),
        }).then(({ json }) => ({ data: json }))
      : base.updateMany(resource, params),
  duplicate: (resource, { id }) => post(`${API_URL}/${resource}/${id}/duplicate`),
  setStatus: (resource, { id, status }) =>
    httpClient(`${API_URL}/${resource}/${id}/status`, { method: 'PATCH', body: JSON.stringify({ status }) }).then(({ json }) => ({
      data: json,
    })),
  resend: (resource, { id }) => post(`${API_URL}/${resource}/${id}/resend`),
  markHandled: (resource, { id }) => post(`${API_URL}/${resource}/${id}/handled`),
  upload: (kind, { file, name }) => {
    const body = new FormData();
    body.append('file', file);
    if (name !== undefined) body.append('name', name);
    return httpClient(`${API_URL}/uploads/${kind}`, { method: 'POST', body }).then(({ json }) => ({ data: json as UploadAnswer }));
  },
  dashboard: () => httpClient(`${API_URL}/dashboard`).then(({ json }) => ({ data: json })),
  exportProducts: ({ filter }) =>
    httpClient(`${API_URL}/products/export?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
      headers: new Headers({ Accept: 'text/csv' }),
    }).then(({ body }) => ({ data: body })),
  importProducts: ({ file, dryRun }) => {
    const body = new FormData();
    body.append('file', file);
    return httpClient(`${API_URL}/products/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', body }).then(({ json }) => ({
      data: json,
    }));
  },
};

/** The server's message when it sent one (the API speaks the spec's French), else undefined. */
export function serverMessage(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } })?.body;
  const message = body?.message;
  if (Array.isArray(message)) return message.join(', ');
  return typeof message === 'string' && message.trim() ? message : undefined;
}
