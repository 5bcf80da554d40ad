import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../api/client';
import { useToast } from '../../components/Toast';
import { Alert, Button, Field, Honeypot } from '../../components/ui';
import { useI18n } from '../../i18n';
import type { NewReview } from './useReviews';
import { theme } from '../../theme';

const Form = styled.form`
  display: grid;
  gap: 14px;
  background: ${theme.colors.bg};
  padding: 18px;
  border-radius: ${theme.radii.md};
  align-self: start;
  h3 {
    margin: 0;
  }
`;

const StarPicker = styled.div`
  display: flex;
  gap: 4px;
  border: 0;
  padding: 0;
  margin: 0;
  button {
    border: 0;
    background: none;
    padding: 2px;
    width: 40px;
    height: 40px;
  }
  svg {
    width: 32px;
    height: 32px;
  }
`;

/**
 * The "leave a review" form: all three fields are required, the API has the last word (400, or
 * 429 past the limits per address and per product). A review sent waits for moderation: the
 * form says it will appear once accepted.
 */
export function ReviewForm({ onSubmit }: { onSubmit: (review: NewReview) => Promise<void> }) {
  const { t } = useI18n();
  const toast = useToast();
  const [rating, setRating] = useState(0);
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const valid = rating > 0 && name.trim() !== '' && comment.trim() !== '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) {
      setMessage({ kind: 'error', text: t('reviews.fillAll') });
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      await onSubmit({ user_name: name.trim(), rating, comment: comment.trim(), website });
      setRating(0);
      setName('');
      setComment('');
      setMessage({ kind: 'success', text: `${t('reviews.success')} ${t('reviews.moderated')}` });
      toast({ title: t('reviews.success'), description: t('reviews.moderated'), variant: 'success' });
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      const text = status === 400 ? t('reviews.fillAll') : status === 429 ? t('reviews.tooMany') : t('reviews.error');
      setMessage({ kind: 'error', text });
      toast({ title: t('common.error'), description: text, variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title">{t('reviews.formTitle')}</h3>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{t('reviews.rating')}</legend>
        <StarPicker role="radiogroup" aria-label={t('reviews.rating')}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={t('reviews.star', { count: n })}
              onClick={() => setRating(n)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                  fill={n <= rating ? '#f5a300' : '#c5cedb'}
                />
              </svg>
            </button>
          ))}
        </StarPicker>
      </fieldset>
      <Field>
        <label htmlFor="review-name">{t('reviews.name')}</label>
        <input id="review-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
      </Field>
      <Field>
        <label htmlFor="review-comment">{t('reviews.comment')}</label>
        <textarea id="review-comment" rows={4} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Field>
      <Honeypot id="review-website" label={t('reviews.website')} value={website} onChange={setWebsite} />
      {message && (
        <Alert $variant={message.kind} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="review-message">
          {message.text}
        </Alert>
      )}
      <Button type="submit" $variant="dark" disabled={!valid || sending}>
        {sending ? t('reviews.submitting') : t('reviews.submit')}
      </Button>
    </Form>
  );
}
