import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { CataloguePage } from '@stockwatt/shared';
import { api, isRefusedRequest } from '../../api/client';
import type { HomeData } from '../../routes';
import { useToast } from '../../components/Toast';
import { useI18n } from '../../i18n';

/**
 * One catalogue page (`request`, the API path): the home route's loader brought the first one
 * (on the server too), the next ones are asked for here; the previous page stays on show while the
 * next one loads (`shown` is the request it answered); a failure is told in a toast and `retry` asks
 * again, unless the API refuses the request itself (`refused`: retrying would not mend it).
 */
export function useCatalogue(request: string) {
  const { t } = useI18n();
  const toast = useToast();
  const loaded = useRouteLoaderData<HomeData>('home');
  const start = loaded?.page && loaded.request === request ? loaded : null;
  const refusedAtStart = !!loaded?.refused && loaded.request === request;
  const [{ data, shown }, setData] = useState<{ data: CataloguePage | null; shown: string }>({
    data: start?.page ?? null,
    shown: start?.request ?? '',
  });
  const [loading, setLoading] = useState(!start && !refusedAtStart);
  const [failed, setFailed] = useState(refusedAtStart);
  const [refused, setRefused] = useState(refusedAtStart);
  const [attempt, setAttempt] = useState(0);
  const has = useRef(start || refusedAtStart ? request : undefined);

  useEffect(() => {
    if (has.current === request && attempt === 0) return;
    has.current = undefined;
    const ctrl = new AbortController();
    setLoading(true);
    setFailed(false);
    setRefused(false);
    api<CataloguePage>(request, { signal: ctrl.signal })
      .then((d) => {
        setData({ data: d, shown: request });
        setLoading(false);
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setLoading(false);
        setFailed(true);
        if (isRefusedRequest(e)) setRefused(true);
        else toast({ title: t('common.error'), description: t('catalogue.loadError'), variant: 'error' });
      });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new request or a retry reads again; a language switch (t) must not
  }, [request, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, shown, loading, failed, refused, retry };
}
