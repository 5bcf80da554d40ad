import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { QuoteMessage } from '@stockwatt/shared';
import { ApiError } from '../../api/client';
import { Alert, Button, Field } from '../../components/ui';
import { useI18n } from '../../i18n';
import { theme } from '../../theme';

const List = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  max-width: min(100%, 640px);
  justify-self: ${(p) => (p.$mine ? 'end' : 'start')};
  background: ${(p) => (p.$mine ? theme.colors.amberSoft : theme.colors.surface)};
  border: 1px solid ${(p) => (p.$mine ? '#f3d9a0' : theme.colors.border)};
  border-radius: ${theme.radii.md};
  padding: 10px 14px;
  p {
    margin: 4px 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .meta {
    font-size: 12px;
    color: ${theme.colors.muted};
    font-weight: 600;
  }
`;

/** The quote's messages (oldest first, as a conversation reads) and the buyer's reply box. */
export function QuoteMessages({
  messages,
  send,
  onSent,
}: {
  messages: QuoteMessage[];
  send: (body: string) => Promise<unknown>;
  onSent: () => void;
}) {
  const { t, formatDate, locale } = useI18n();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const ordered = [...messages].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const time = (iso: string) => `${formatDate(iso)} ${new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso))}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setSent(false);
    send(body)
      .then(() => {
        setBody('');
        setSent(true);
        onSent();
      })
      .catch((err: unknown) =>
        setError(err instanceof ApiError && err.status < 500 ? (err.fields?.body ?? err.message) : t('common.genericError')),
      )
      .finally(() => setBusy(false));
  };

  return (
    <section aria-labelledby="messages-title" data-testid="quote-messages">
      <h2 id="messages-title" style={{ fontSize: 20, margin: '0 0 12px' }}>
        {t('offers.messagesTitle')}
      </h2>
      {ordered.length === 0 ? (
        <p style={{ color: '#4a5a70', margin: '0 0 16px' }}>{t('offers.messagesEmpty')}</p>
      ) : (
        <List>
          {ordered.map((m) => (
            <Bubble key={m.id} $mine={m.author === 'buyer'}>
              <span className="meta">
                {t('offers.messageMeta', { author: t(m.author === 'buyer' ? 'offers.you' : 'offers.staff'), date: time(m.created_at) })}
              </span>
              <p>{m.body}</p>
            </Bubble>
          ))}
        </List>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
        <Field>
          <label htmlFor="quote-reply">{t('offers.reply')}</label>
          <textarea
            id="quote-reply"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            maxLength={5000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'quote-reply-error' : undefined}
          />
          {error && (
            <span className="error" id="quote-reply-error" role="alert">
              {error}
            </span>
          )}
        </Field>
        {sent && (
          <Alert $variant="success" role="status">
            {t('offers.messageSent')}
          </Alert>
        )}
        <div>
          <Button type="submit" $variant="dark" disabled={busy}>
            {busy ? t('offers.sending') : t('offers.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
