import { useCallback, useEffect, useState } from 'react';
import type { CataloguePage } from '@stockwatt/shared';
import { api } from '../../api/client';
import { useToast } from '../../components/Toast';
import { useI18n } from '../../i18n';

/**
 * One catalogue page (`request`, the API path): the previous page stays on show while the next
 * one loads (`shown` is the request it answered); a failure is told in a toast and `retry` asks again.
 */
export function useCatalogue(request: string) {
  const { t } = useI18n();
  const toast = useToast();
  const [{ data, shown }, setData] = useState<{ data: CataloguePage | null; shown: string }>({ data: null, shown: '' });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    setFailed(false);
    api<CataloguePage>(request, { signal: ctrl.signal })
      .then((d) => {
        setData({ data: d, shown: request });
        setLoading(false);
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setLoading(false);
        setFailed(true);
        toast({ title: t('common.error'), description: t('catalogue.loadError'), variant: 'error' });
      });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new request or a retry reads again; a language switch (t) must not
  }, [request, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, shown, loading, failed, retry };
}
