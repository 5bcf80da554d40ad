import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { MyQuote } from '@stockwatt/shared';

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
