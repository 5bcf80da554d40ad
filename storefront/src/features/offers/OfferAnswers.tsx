import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../components/Link';
import styled from 'styled-components';
import type { BuyerOffer, MyOrder } from '@stockwatt/shared';
import { ApiError } from '../../api/client';
import { Alert, Button, Field } from '../../components/ui';
import { useI18n } from '../../i18n';
import { theme } from '../../theme';

type Mode = 'accept' | 'decline' | 'change';

export interface OfferAnswerActions {
  accept: (offer: BuyerOffer, name: string, acceptTerms: boolean) => Promise<MyOrder>;
  decline: (offer: BuyerOffer, reason: string) => Promise<BuyerOffer>;
  requestChanges: (offer: BuyerOffer, body: string) => Promise<BuyerOffer>;
}

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  ${theme.mq.mobile} {
    flex-direction: column;
    > * {
      width: 100%;
    }
  }
`;

const Form = styled.form`
  margin-top: 16px;
  display: grid;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bg};
  p {
    margin: 0;
    font-size: 14px;
  }
`;

const Check = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 10px;
  align-items: start;
  font-size: 14px;
  input {
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    accent-color: ${theme.colors.navy};
  }
  label {
    font-weight: 500;
  }
  a {
    color: ${theme.colors.navy};
    font-weight: 600;
  }
  .error {
    grid-column: 2;
    font-size: 13px;
    color: ${theme.colors.red};
    font-weight: 500;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  ${theme.mq.mobile} {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

const FIELD_IDS: Record<string, string> = { name: 'name', acceptTerms: 'terms', reason: 'text', body: 'text' };

/** A refusal the API explains: its field messages, or the whole message as an alert. */
function readError(e: unknown, generic: string): { fields: Record<string, string>; alert: string | null } {
  if (e instanceof ApiError && e.status === 400 && e.fields && Object.keys(e.fields).length) return { fields: e.fields, alert: null };
  return { fields: {}, alert: e instanceof ApiError && e.status < 500 ? e.message : generic };
}

/**
 * The buyer's three answers to a live offer: accept (typed name and the general conditions
 * ticked: the API keeps the time and address), decline with a reason, or ask for a change (a
 * message on the quote). Each opens its form; refusals are the API's French messages. A conflict
 * (409) calls `onConflict`: the offer may have been answered elsewhere, and the page reloads it.
 */
export function OfferAnswers({
  offer,
  actions,
  onAnswered,
  onConflict,
}: {
  offer: BuyerOffer;
  actions: OfferAnswerActions;
  onAnswered: (answer: { kind: 'accept'; order: MyOrder } | { kind: 'decline' | 'change' }) => void;
  onConflict: () => void;
}) {
  const { t, formatPrice } = useI18n();
  const [mode, setMode] = useState<Mode | null>(null);
  const [name, setName] = useState('');
  const [terms, setTerms] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (mode) first.current?.focus();
  }, [mode]);

  const open = (next: Mode) => {
    setMode(next === mode ? null : next);
    setFields({});
    setAlert(null);
    setText('');
  };

  const formId = `offer-${offer.id}-answer`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mode || busy) return;
    setBusy(true);
    setFields({});
    setAlert(null);
    const done =
      mode === 'accept'
        ? actions.accept(offer, name, terms).then((order) => onAnswered({ kind: 'accept', order }))
        : mode === 'decline'
          ? actions.decline(offer, text).then(() => onAnswered({ kind: 'decline' }))
          : actions.requestChanges(offer, text).then(() => onAnswered({ kind: 'change' }));
    done
      .catch((err: unknown) => {
        const read = readError(err, t('common.genericError'));
        if (err instanceof ApiError && err.status === 409) onConflict();
        setFields(read.fields);
        setAlert(read.alert);
        // The first field the API refused takes the focus, so its message is read.
        const invalid = Object.keys(read.fields)[0];
        if (invalid) window.setTimeout(() => document.getElementById(`${formId}-${FIELD_IDS[invalid] ?? 'text'}`)?.focus(), 0);
      })
      .finally(() => setBusy(false));
  };

  const error = (field: string, id: string): ReactNode =>
    fields[field] ? (
      <span className="error" id={id}>
        {fields[field]}
      </span>
    ) : null;
  const textField = mode === 'decline' ? 'reason' : 'body';

  return (
    <section aria-labelledby={`${formId}-title`} data-testid="offer-answers">
      <h2 id={`${formId}-title`} style={{ fontSize: 18, margin: '0 0 12px' }}>
        {t('offers.answerTitle')}
      </h2>
      <Choices>
        <Button type="button" aria-expanded={mode === 'accept'} aria-controls={formId} onClick={() => open('accept')}>
          {t('offers.accept')}
        </Button>
        <Button type="button" $variant="secondary" aria-expanded={mode === 'change'} aria-controls={formId} onClick={() => open('change')}>
          {t('offers.change')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={mode === 'decline'}
          aria-controls={formId}
          onClick={() => open('decline')}
        >
          {t('offers.decline')}
        </Button>
      </Choices>
      {mode && (
        <Form id={formId} onSubmit={submit} noValidate aria-label={t(`offers.${mode === 'change' ? 'change' : mode}`)}>
          {mode === 'accept' ? (
            <>
              <p>{t('offers.acceptIntro', { total: formatPrice(offer.total_ttc) })}</p>
              <Field>
                <label htmlFor={`${formId}-name`}>{t('offers.acceptName')}</label>
                <input
                  ref={first}
                  id={`${formId}-name`}
                  name="name"
                  autoComplete="name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  aria-invalid={fields.name ? true : undefined}
                  aria-describedby={fields.name ? `${formId}-name-error` : undefined}
                  maxLength={200}
                />
                {error('name', `${formId}-name-error`)}
              </Field>
              <Check>
                <input
                  type="checkbox"
                  id={`${formId}-terms`}
                  checked={terms}
                  onChange={(e) => setTerms(e.target.checked)}
                  aria-invalid={fields.acceptTerms ? true : undefined}
                  aria-describedby={fields.acceptTerms ? `${formId}-terms-error` : undefined}
                />
                <label htmlFor={`${formId}-terms`}>
                  {t('offers.acceptTerms')}{' '}
                  <Link to="/conditions-generales" target="_blank" rel="noopener">
                    {t('offers.termsLink')}
                  </Link>
                </label>
                {error('acceptTerms', `${formId}-terms-error`)}
              </Check>
            </>
          ) : (
            <Field>
              <label htmlFor={`${formId}-text`}>{t(mode === 'decline' ? 'offers.declineReason' : 'offers.changeBody')}</label>
              {mode === 'change' && (
                <span className="hint" id={`${formId}-hint`}>
                  {t('offers.changeHint')}
                </span>
              )}
              <textarea
                ref={first}
                id={`${formId}-text`}
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={fields[textField] ? true : undefined}
                aria-describedby={
                  [mode === 'change' ? `${formId}-hint` : '', fields[textField] ? `${formId}-text-error` : ''].join(' ').trim() || undefined
                }
                maxLength={5000}
              />
              {error(textField, `${formId}-text-error`)}
            </Field>
          )}
          {alert && (
            <Alert $variant="error" role="alert">
              {alert}
            </Alert>
          )}
          <Actions>
            <Button type="button" $variant="ghost" onClick={() => setMode(null)}>
              {t('offers.cancel')}
            </Button>
            <Button type="submit" $variant={mode === 'accept' ? 'primary' : 'dark'} disabled={busy}>
              {busy
                ? t('offers.sending')
                : t(mode === 'accept' ? 'offers.acceptSubmit' : mode === 'decline' ? 'offers.declineSubmit' : 'offers.changeSubmit')}
            </Button>
          </Actions>
        </Form>
      )}
    </section>
  );
}
