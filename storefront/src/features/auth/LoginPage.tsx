import './auth.messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { matchStorefrontRoute, MFA_SETUP_STORAGE_KEY, type PendingMfaSetup } from '@stockwatt/shared';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { api, ApiError } from '../../api/client';
import { useAuth } from './AuthContext';
import { safeRedirect } from './RequireAuth';
import { CheckIcon } from '../../components/Icons';
import { useToast } from '../../components/Toast';
import { Alert, Button, Container, Field, Loading, useTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { theme } from '../../theme';

type Mode = 'signin' | 'signup' | 'forgot' | 'check' | 'code';

/** Accounts made before the 10-character rule still sign in with their 6; new passwords need 10 (the API decides the rest). */
const SIGN_IN_MIN = 6;
const NEW_PASSWORD_MIN = 10;

const Wrap = styled(Container)`
  display: grid;
  gap: 24px;
  padding-top: 40px;
  padding-bottom: 24px;
  ${theme.mq.lg} {
    grid-template-columns: 1fr 460px;
    align-items: center;
    gap: 64px;
    padding-top: 64px;
  }
`;

const Pitch = styled.div`
  h1 {
    font-size: clamp(28px, 4vw, 40px);
    font-weight: 800;
  }
  p {
    color: ${theme.colors.muted};
    font-size: 17px;
    max-width: 48ch;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 20px 0 0;
    display: grid;
    gap: 10px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    font-weight: 600;
  }
  li svg {
    color: ${theme.colors.green};
  }
  ${theme.mq.mobile} {
    ul {
      display: none;
    }
  }
`;

const Card = styled.div`
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  padding: 24px 20px;
  ${theme.mq.md} {
    padding: 32px;
  }
  h2 {
    font-size: 24px;
    margin-bottom: 16px;
  }
  form {
    display: grid;
    gap: 16px;
  }
  .links {
    display: flex;
    flex-direction: column;
    gap: 8px;
    align-items: flex-start;
    margin-top: 16px;
  }
  .link {
    border: 0;
    background: none;
    padding: 4px 0;
    color: ${theme.colors.navy};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  .pw {
    position: relative;
  }
  .pw input {
    padding-right: 96px;
  }
  .pw button {
    position: absolute;
    right: 6px;
    top: 6px;
    height: 32px;
    border: 0;
    background: ${theme.colors.bg};
    border-radius: 6px;
    font-size: 13px;
    font-weight: 600;
    padding: 0 10px;
  }
`;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function LoginPage() {
  const { t, lang } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, loading, signIn, signInWithCode, signUp } = useAuth();
  const redirect = safeRedirect(params.get('redirect'));
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; code?: string; form?: string }>({});
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  /** Errors to show in the next mode (an expired code step goes back to the password with its reason). */
  const carried = useRef<typeof errors | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const [needsConfirm, setNeedsConfirm] = useState(false);

  useTitle(mode === 'signup' ? t('titles.signup') : t('titles.login'));
  useEffect(() => {
    setErrors(carried.current ?? {});
    carried.current = null;
    setInfo(null);
    setNeedsConfirm(false);
    if (mode === 'code') codeInput.current?.focus();
  }, [mode]);

  const go = (target: string) => {
    if (target.startsWith('/admin')) window.location.assign(target);
    else navigate(target, { replace: true });
  };

  if (loading) return <Loading label={t('guard.loading')} />;
  if (user && !justSignedIn) {
    if (redirect.startsWith('/admin')) {
      window.location.assign(redirect);
      return null;
    }
    return <Navigate to={redirect} replace />;
  }

  const validate = (needPassword: boolean) => {
    const e: typeof errors = {};
    if (!email.trim()) e.email = t('login.emailRequired');
    else if (!EMAIL_RE.test(email.trim())) e.email = t('login.emailInvalid');
    if (needPassword) {
      if (!password) e.password = t('login.passwordRequired');
      else if (mode === 'signup' && password.length < NEW_PASSWORD_MIN) e.password = t('login.passwordMinNew');
      else if (password.length < SIGN_IN_MIN) e.password = t('login.passwordMin');
    }
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  const fail = (err: unknown) => {
    let msg = t('common.genericError');
    // A refused new password: the API's reason in French, the gist in English.
    const refused = err instanceof ApiError && err.status === 400 ? err.fields?.password : undefined;
    if (refused) {
      const reason = lang === 'fr' ? refused : t('login.passwordWeak');
      setErrors({ password: reason });
      toast({ title: t('common.error'), description: reason, variant: 'error' });
      return;
    }
    if (err instanceof ApiError) msg = err.status === 401 ? t('login.invalid') : err.message || msg;
    setNeedsConfirm(err instanceof ApiError && err.status === 403);
    setErrors({ form: msg });
    toast({ title: t('common.error'), description: msg, variant: 'error' });
  };

  const signedIn = () => {
    // Sign-in also starts from a quote's page or the header's account button: a welcome to the pro space only when it opens.
    const proSpace = matchStorefrontRoute(redirect.split(/[?#]/)[0])?.route.id === 'pro';
    toast({ title: t('login.success'), description: t(proSpace ? 'login.successText' : 'login.successElsewhere'), variant: 'success' });
    go(redirect);
  };

  const submitCode = async () => {
    if (!code.trim()) return setErrors({ code: t('login.codeRequired') });
    setBusy(true);
    try {
      setJustSignedIn(true);
      await signInWithCode(mfaToken ?? '', code.trim());
      signedIn();
    } catch (err) {
      setJustSignedIn(false);
      const expired = err instanceof ApiError && err.code === 'MfaTokenInvalid';
      const msg = !(err instanceof ApiError)
        ? t('common.genericError')
        : expired
          ? t('login.codeExpired')
          : err.status === 401
            ? t('login.codeInvalid')
            : lang === 'fr' || err.status >= 500
              ? err.message
              : t('common.genericError');
      if (expired) {
        carried.current = { form: msg };
        setMode('signin');
        setPassword('');
        setCode('');
        setMfaToken(null);
      } else setErrors({ code: msg });
      toast({ title: t('common.error'), description: msg, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'code') return submitCode();
    if (mode === 'forgot') {
      if (!validate(false)) return;
      setBusy(true);
      try {
        await api('/auth/forgot-password', { method: 'POST', body: { email: email.trim() } });
        setInfo(t('login.forgotDone'));
      } catch (err) {
        fail(err);
      } finally {
        setBusy(false);
      }
      return;
    }
    if (!validate(true)) return;
    setBusy(true);
    try {
      if (mode === 'signin') {
        setJustSignedIn(true);
        const answer = await signIn(email.trim(), password);
        if (!('mfaRequired' in answer)) return signedIn();
        setJustSignedIn(false);
        if (answer.mfaStep === 'setup') {
          // The back office shows the QR code (same origin, this tab): the session starts there once it is set up.
          const pending: PendingMfaSetup = { mfaToken: answer.mfaToken, email: email.trim() };
          sessionStorage.setItem(MFA_SETUP_STORAGE_KEY, JSON.stringify(pending));
          toast({ title: t('login.codeTitle'), description: t('login.setupRequired'), variant: 'info' });
          window.location.assign('/admin/');
          return;
        }
        setMfaToken(answer.mfaToken);
        setCode('');
        setMode('code');
      } else {
        await signUp(email.trim(), password);
        toast({ title: t('login.created'), description: t('login.createdText'), variant: 'success' });
        setPassword('');
        setMode('check');
      }
    } catch (err) {
      setJustSignedIn(false);
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await api('/auth/resend-confirmation', { method: 'POST', body: { email: email.trim() } });
      setInfo(t('login.resent'));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const title =
    mode === 'signup'
      ? t('login.signupTitle')
      : mode === 'forgot'
        ? t('login.forgotTitle')
        : mode === 'check'
          ? t('login.checkTitle')
          : mode === 'code'
            ? t('login.codeTitle')
            : t('login.title');

  return (
    <Wrap>
      <Pitch>
        <h1>{mode === 'signup' ? t('titles.signup') : t('titles.pro')}</h1>
        <p>{t('login.subtitle')}</p>
        <ul>
          <li>
            <CheckIcon />
            {` ${t('login.perks1')}`}
          </li>
          <li>
            <CheckIcon />
            {` ${t('login.perks2')}`}
          </li>
          <li>
            <CheckIcon />
            {` ${t('login.perks3')}`}
          </li>
        </ul>
      </Pitch>
      <Card>
        <h2>{title}</h2>
        {mode === 'check' ? (
          <div data-testid="check-email">
            <Alert $variant="success" role="status">
              {t('login.createdText')}
            </Alert>
            <p style={{ marginTop: 16 }}>{t('login.checkText', { email })}</p>
            {info && (
              <Alert $variant="info" role="status" style={{ marginBottom: 12 }}>
                {info}
              </Alert>
            )}
            <div className="links">
              <Button type="button" $variant="secondary" onClick={resend} disabled={busy}>
                {busy ? t('login.loading') : t('login.resend')}
              </Button>
              <button type="button" className="link" onClick={() => setMode('signin')}>
                {t('login.backToLogin')}
              </button>
            </div>
          </div>
        ) : (
          <>
            {mode === 'forgot' && <p>{t('login.forgotText')}</p>}
            {mode === 'code' && <p>{t('login.codeText')}</p>}
            <form onSubmit={submit} noValidate>
              {mode === 'code' && (
                <Field>
                  <label htmlFor="login-code">{t('login.code')}</label>
                  <input
                    id="login-code"
                    ref={codeInput}
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={24}
                    required
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    aria-invalid={!!errors.code}
                    aria-describedby={errors.code ? 'login-code-error' : 'login-code-hint'}
                  />
                  {errors.code ? (
                    <span className="error" id="login-code-error">
                      {errors.code}
                    </span>
                  ) : (
                    <span className="hint" id="login-code-hint">
                      {t('login.codeHint')}
                    </span>
                  )}
                </Field>
              )}
              {mode !== 'code' && (
                <Field>
                  <label htmlFor="login-email">{t('login.email')}</label>
                  <input
                    id="login-email"
                    type="email"
                    required
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    aria-invalid={!!errors.email}
                    aria-describedby={errors.email ? 'login-email-error' : undefined}
                  />
                  {errors.email && (
                    <span className="error" id="login-email-error">
                      {errors.email}
                    </span>
                  )}
                </Field>
              )}
              {(mode === 'signin' || mode === 'signup') && (
                <Field>
                  <label htmlFor="login-password">{t('login.password')}</label>
                  <div className="pw">
                    <input
                      id="login-password"
                      type={show ? 'text' : 'password'}
                      required
                      minLength={mode === 'signup' ? NEW_PASSWORD_MIN : SIGN_IN_MIN}
                      autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                      aria-invalid={!!errors.password}
                      aria-describedby={errors.password ? 'login-password-error' : mode === 'signup' ? 'login-password-hint' : undefined}
                    />
                    <button
                      type="button"
                      onClick={() => setShow((s) => !s)}
                      aria-pressed={show}
                      aria-label={show ? t('login.hidePassword') : t('login.showPassword')}
                    >
                      {show ? t('login.hide') : t('login.show')}
                    </button>
                  </div>
                  {errors.password ? (
                    <span className="error" id="login-password-error">
                      {errors.password}
                    </span>
                  ) : (
                    mode === 'signup' && (
                      <span className="hint" id="login-password-hint">
                        {t('login.passwordHint')}
                      </span>
                    )
                  )}
                </Field>
              )}
              {errors.form && (
                <Alert $variant="error" role="alert">
                  {errors.form}
                </Alert>
              )}
              {needsConfirm && mode === 'signin' && (
                <Button type="button" $variant="secondary" onClick={resend} disabled={busy}>
                  {t('login.resend')}
                </Button>
              )}
              {info && (
                <Alert $variant="success" role="status">
                  {info}
                </Alert>
              )}
              <Button type="submit" $variant="dark" $size="lg" $block disabled={busy}>
                {busy
                  ? t('login.loading')
                  : mode === 'signup'
                    ? t('login.submitSignup')
                    : mode === 'forgot'
                      ? t('login.forgotSubmit')
                      : mode === 'code'
                        ? t('login.codeSubmit')
                        : t('login.submit')}
              </Button>
            </form>
            <div className="links">
              {mode === 'signin' && (
                <button type="button" className="link" onClick={() => setMode('forgot')}>
                  {t('login.forgot')}
                </button>
              )}
              {mode === 'forgot' || mode === 'code' ? (
                <button type="button" className="link" onClick={() => setMode('signin')}>
                  {t('login.backToLogin')}
                </button>
              ) : (
                <button type="button" className="link" onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}>
                  {mode === 'signin' ? t('login.toSignup') : t('login.toLogin')}
                </button>
              )}
            </div>
          </>
        )}
      </Card>
    </Wrap>
  );
}
