import { useCallback, useEffect, useState } from 'react';
import type { BuyerOffer, MyOrder, QuoteMessage, QuoteThread } from '@stockwatt/shared';
import { api, ApiError } from '../../api/client';
import { useAuth } from '../auth/AuthContext';

export type ThreadState = { state: 'loading' } | { state: 'invalid' } | { state: 'failed' } | { state: 'ok'; thread: QuoteThread };

/**
 * A quote's page for its buyer: the thread (GET /api/quotes/:id/thread), read as its signed-in
 * owner or with the mailed link's key (`?cle=` in the shop, `?key=` for the API), and the answers
 * to an offer. A 404 is a link that opens nothing (a wrong key, another's quote, no session).
 */
export function useQuoteThread(quoteId: string, key: string | null) {
  const { loading: sessionLoading } = useAuth();
  const [data, setData] = useState<ThreadState>({ state: 'loading' });
  const base = `/quotes/${quoteId}`;
  const query = key ? `?key=${encodeURIComponent(key)}` : '';

  const reload = useCallback(
    () =>
      api<QuoteThread>(`${base}/thread${query}`, { auth: true })
        .then((thread) => setData({ state: 'ok', thread }))
        .catch((e: unknown) => setData({ state: e instanceof ApiError && (e.status === 404 || e.status === 400) ? 'invalid' : 'failed' })),
    [base, query],
  );

  // The owner's token first, once the session is known (a link's key needs none).
  useEffect(() => {
    if (!sessionLoading) void reload();
  }, [sessionLoading, reload]);

  const post = useCallback(
    <T>(path: string, body: unknown) => api<T>(`${base}${path}${query}`, { method: 'POST', body, auth: true }),
    [base, query],
  );

  const actions = {
    accept: (offer: BuyerOffer, name: string, acceptTerms: boolean) => post<MyOrder>(`/offers/${offer.id}/accept`, { name, acceptTerms }),
    decline: (offer: BuyerOffer, reason: string) => post<BuyerOffer>(`/offers/${offer.id}/decline`, { reason }),
    requestChanges: (offer: BuyerOffer, body: string) => post<BuyerOffer>(`/offers/${offer.id}/changes`, { body }),
    message: (body: string) => post<QuoteMessage>('/messages', { body }),
  };

  return { data, reload, actions };
}
