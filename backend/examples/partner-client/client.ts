/**
 * A partner's client for the Stockwatt API, typed from openapi.yaml:
 *   npx openapi-typescript@7 openapi.yaml -o stockwatt-api.d.ts   (types; import them from there)
 *   npm install openapi-fetch                                       (the typed fetch)
 * Here the types are the shop's own, generated the same way into @stockwatt/shared.
 * The README shows it in use; test/partner-client.e2e-spec.ts runs it against the real API.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '@stockwatt/shared';

export type PartnerProduct = components['schemas']['PartnerProductDto'];

export function createPartnerClient(baseUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });
}

/**
 * Incremental sync: every product changed after `since` (everything when omitted), page after
 * page by cursor. Keep the largest `updated_at` received and pass it as `since` next time.
 * On a 429 the client waits the Retry-After seconds and goes on.
 */
export async function syncCatalogue(
  client: ReturnType<typeof createPartnerClient>,
  since?: string,
  pageSize = 100,
): Promise<{ products: PartnerProduct[]; nextSince: string | undefined }> {
  const products: PartnerProduct[] = [];
  let cursor: string | undefined;
  for (;;) {
    const { data, error, response } = await client.GET('/api/partner/v1/products', {
      params: { query: { updatedSince: since, cursor, limit: pageSize } },
    });
    if (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('Retry-After') ?? 1) * 1000));
      continue;
    }
    if (error || !data) throw new Error(`Stockwatt API ${response.status}: ${JSON.stringify(error)}`);
    products.push(...data.items);
    if (!data.next_cursor) break;
    cursor = data.next_cursor;
  }
  const latest = products
    .map((p) => p.updated_at)
    .sort()
    .pop();
  return { products, nextSince: latest ?? since };
}
