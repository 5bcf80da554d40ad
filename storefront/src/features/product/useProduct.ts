import { useEffect, useRef, useState } from 'react';
import { api, peek } from '../../api/client';
import type { ProductDetail } from '@stockwatt/shared';

export type ProductState = 'loading' | 'ok' | 'notfound';

/**
 * The product a page shows: the server's answer when the first screen came with it (no second
 * request), else fetched. One effect owns every request, so moving to another product aborts a
 * pending one and an older answer never replaces a newer one. (A buyer's review changes nothing
 * here: it waits for moderation.)
 */
export function useProduct(id: string | undefined) {
  const [initial] = useState(() => (id ? peek<ProductDetail>(`/products/${id}`) : undefined));
  const [product, setProduct] = useState<ProductDetail | null>(initial ?? null);
  const [state, setState] = useState<ProductState>(initial ? 'ok' : 'loading');
  const skipFirstFetch = useRef(!!initial);

  useEffect(() => {
    const ctrl = new AbortController();
    if (!id || !/^\d+$/.test(id)) {
      setState('notfound');
      return;
    }
    if (skipFirstFetch.current && String(initial?.id) === id) {
      skipFirstFetch.current = false;
      return;
    }
    setState('loading');
    api<ProductDetail>(`/products/${id}`, { signal: ctrl.signal })
      .then((p) => {
        setProduct(p);
        setState('ok');
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setState('notfound');
      });
    return () => ctrl.abort();
  }, [id, initial]);

  return { product, state };
}
