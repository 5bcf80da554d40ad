import { useCallback, useEffect, useRef, useState } from 'react';
import { api, peek } from '../../api/client';
import type { ProductDetail } from '@stockwatt/shared';

export type ProductState = 'loading' | 'ok' | 'notfound';

/**
 * The product a page shows: the server's answer when the first screen came with it (no second
 * request), else fetched. `reload` reads it again in place, without the loading screen (a new
 * review changes its rating). One effect owns every request, so moving to another product
 * aborts a pending one and an older answer never replaces a newer one.
 */
export function useProduct(id: string | undefined) {
  const [initial] = useState(() => (id ? peek<ProductDetail>(`/products/${id}`) : undefined));
  const [product, setProduct] = useState<ProductDetail | null>(initial ?? null);
  const [state, setState] = useState<ProductState>(initial ? 'ok' : 'loading');
  const skipFirstFetch = useRef(!!initial);
  const [reloads, setReloads] = useState(0);

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
    if (reloads === 0) setState('loading');
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
  }, [id, reloads, initial]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { product, state, reload };
}
