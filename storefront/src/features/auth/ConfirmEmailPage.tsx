import './auth.messages';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { Alert, ButtonLink, Spinner, useTitle } from '../../components/ui';
import { useT } from '../../i18n';
import { AuthCard, Narrow } from './AuthCard';

export default function ConfirmEmailPage() {
  const t = useT();
  useTitle(t('titles.confirm'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'pending' | 'done' | 'failed'>(token ? 'pending' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    api('/auth/confirm', { method: 'POST', body: { token } })
      .then(() => setState('done'))
      .catch(() => setState('failed'));
  }, [token]);

  return (
    <Narrow>
      <AuthCard>
        <h1>{t('confirm.title')}</h1>
        {state === 'pending' && (
          <p role="status" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Spinner />
            {` ${t('confirm.pending')}`}
          </p>
        )}
        {state === 'done' && (
          <Alert $variant="success" role="status">
            {t('confirm.done')}
          </Alert>
        )}
        {state === 'failed' && (
          <Alert $variant="error" role="alert">
            {t('confirm.failed')}
          </Alert>
        )}
        {state !== 'pending' && (
          <ButtonLink to="/login?redirect=/espace-pro" $variant="dark">
            {t('confirm.login')}
          </ButtonLink>
        )}
      </AuthCard>
    </Narrow>
  );
}
