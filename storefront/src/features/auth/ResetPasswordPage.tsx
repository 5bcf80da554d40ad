import './auth.messages';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { Alert, Button, ButtonLink, Field, useTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { AuthCard, Narrow } from './AuthCard';

/** A new password: 10 characters or more; the API refuses common ones and ones made of the email, and says why. */
const NEW_PASSWORD_MIN = 10;

export default function ResetPasswordPage() {
  const { t, lang } = useI18n();
  useTitle(t('titles.reset'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < NEW_PASSWORD_MIN) return setError(t('login.passwordMinNew'));
    if (password !== confirm) return setError(t('reset.mismatch'));
    setBusy(true);
    setError(null);
    try {
      await api('/auth/reset-password', { method: 'POST', body: { token, password } });
      setDone(true);
    } catch (err) {
      const refused = err instanceof ApiError && err.status === 400 ? err.fields?.password : undefined;
      if (refused) setError(lang === 'fr' ? refused : t('login.passwordWeak'));
      else setError(err instanceof ApiError && err.status < 500 ? t('reset.invalid') : t('common.genericError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Narrow>
      <AuthCard>
        <h1>{t('reset.title')}</h1>
        {!token ? (
          <Alert $variant="error" role="alert">
            {t('reset.invalid')}
          </Alert>
        ) : done ? (
          <>
            <Alert $variant="success" role="status">
              {t('reset.done')}
            </Alert>
            <ButtonLink to="/login" $variant="dark">
              {t('reset.login')}
            </ButtonLink>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <Field>
              <label htmlFor="reset-password">{t('reset.password')}</label>
              <input
                id="reset-password"
                type="password"
                autoComplete="new-password"
                minLength={NEW_PASSWORD_MIN}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <span className="hint">{t('login.passwordHint')}</span>
            </Field>
            <Field>
              <label htmlFor="reset-confirm">{t('reset.confirm')}</label>
              <input
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </Field>
            {error && (
              <Alert $variant="error" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" $variant="dark" $size="lg" disabled={busy}>
              {busy ? t('login.loading') : t('reset.submit')}
            </Button>
          </form>
        )}
      </AuthCard>
    </Narrow>
  );
}
