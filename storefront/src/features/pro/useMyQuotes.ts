import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { BuyerOffer, MyQuote, QuoteThread } from '@stockwatt/shared';

/** The signed-in buyer's quotes; `reload` after sending one, so it shows up in the list. */
export function useMyQuotes() {
  const [quotes, setQuotes] = useState<MyQuote[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    api<MyQuote[]>('/quotes/mine', { auth: true })
      .then((q) => {
        setQuotes(q);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(reload, [reload]);
  return { quotes, failed, reload };
}

/** A quote's newest sent offer (null: none yet), or 'failed' when its thread could not be read. */
export type LatestOffer = BuyerOffer | null | 'failed';

/**
 * The newest offer of each listed quote, from the quote's thread (GET /api/quotes/:id/thread):
 * `/quotes/mine` does not carry the offers, so each quote's thread is read, all at once.
 */
export function useLatestOffers(quotes: MyQuote[] | null): Record<number, LatestOffer> {
  const [offers, setOffers] = useState<Record<number, LatestOffer>>({});
  useEffect(() => {
    if (!quotes) return;
    let cancelled = false;
    for (const q of quotes)
      api<QuoteThread>(`/quotes/${q.id}/thread`, { auth: true })
        .then((thread): LatestOffer => thread.offers[0] ?? null)
        .catch((): LatestOffer => 'failed')
        .then((latest) => {
          if (!cancelled) setOffers((all) => ({ ...all, [q.id]: latest }));
        });
    return () => {
      cancelled = true;
    };
  }, [quotes]);
  return offers;
}
