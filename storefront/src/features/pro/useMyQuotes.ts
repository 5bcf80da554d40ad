import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { BuyerOffer, MyOffer, MyQuote } from '@stockwatt/shared';

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

/** A quote's newest sent offer (null: none yet), or 'failed' when the offers could not be read. */
export type LatestOffer = BuyerOffer | null | 'failed';

/** The newest offer of each listed quote, in one request (GET /api/offers/mine). */
export function useLatestOffers(quotes: MyQuote[] | null): Record<number, LatestOffer> {
  const [offers, setOffers] = useState<Record<number, LatestOffer>>({});
  useEffect(() => {
    if (!quotes) return;
    let cancelled = false;
    const of = (found: (id: number) => LatestOffer) => Object.fromEntries(quotes.map((q) => [q.id, found(q.id)]));
    api<MyOffer[]>('/offers/mine', { auth: true })
      .then((mine) => of((id) => mine.find((o) => o.quote_id === id) ?? null))
      .catch(() => of((): LatestOffer => 'failed'))
      .then((latest) => {
        if (!cancelled) setOffers(latest);
      });
    return () => {
      cancelled = true;
    };
  }, [quotes]);
  return offers;
}
