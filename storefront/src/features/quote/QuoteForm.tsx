import './quote.messages';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, ApiError } from '../../api/client';
import type { CompanyProfile, QuoteFields, QuoteItem, QuotePayload } from '@stockwatt/shared';
import { useAuth } from '../auth/AuthContext';
import { useCompanyProfile } from '../pro/useCompany';
import type { CartItem } from '../cart/CartContext';
import { useI18n } from '../../i18n';
import { useToast } from '../../components/Toast';
import { Alert, Button, Field, Honeypot } from '../../components/ui';
import { ComboOption, ComboPopup, Marked, useCombobox } from '../../components/Combobox';
import { useReferenceSuggestions } from './useReferenceSuggestions';
import { theme } from '../../theme';

export interface QuoteFormHandle {
  prefill: (subject: string) => void;
  focus: () => void;
}

interface Props {
  initialReference?: string;
  /** A catalogue search that found nothing (`?recherche=`): the subject asks for it. */
  initialSearch?: string;
  cartItems?: CartItem[];
  onSent?: (withCart: boolean) => void;
  idPrefix?: string;
  /** The page's reading of the signed-in pro account's company (useCompanyProfile), when it has one: the form then reads none itself. */
  company?: { profile: CompanyProfile | null | undefined };
}

interface Values extends QuoteFields {
  website: string;
}

const EMPTY: Values = {
  clientType: 'particulier',
  name: '',
  company: '',
  email: '',
  phone: '',
  productReference: '',
  subject: '',
  message: '',
  website: '',
};

const Form = styled.form`
  display: grid;
  gap: 16px;
  .row {
    display: grid;
    gap: 16px;
    ${theme.mq.md} {
      grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
    }
  }
  legend {
    padding: 0;
    margin-bottom: 6px;
  }
  .types {
    display: flex;
    gap: 10px;
    flex-wrap: wrap;
  }
  .types label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid #b9c3d1;
    border-radius: ${theme.radii.sm};
    background: #fff;
    font-weight: 600;
    cursor: pointer;
  }
  .types label:has(input:checked) {
    border-color: ${theme.colors.navy};
    box-shadow: inset 0 0 0 1px ${theme.colors.navy};
    background: ${theme.colors.amberSoft};
  }
  .types input {
    width: 18px;
    height: 18px;
    min-height: 0;
    accent-color: ${theme.colors.navy};
  }
  .combo {
    position: relative;
  }
  .req {
    font-size: 13px;
    color: ${theme.colors.muted};
    margin: 0;
  }
`;

const CartBox = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.bg};
  padding: 12px 14px;
  font-size: 14px;
  strong {
    display: block;
    margin-bottom: 6px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  li {
    font-variant-numeric: tabular-nums;
  }
`;

function newKey() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A search quoted in the subject keeps it within the API's 200 characters, whatever was typed. */
const MAX_SEARCH_IN_SUBJECT = 120;

export const QuoteForm = forwardRef<QuoteFormHandle, Props>(function QuoteForm(
  { initialReference, initialSearch, cartItems, onSent, idPrefix = 'quote', company },
  ref,
) {
  const { t } = useI18n();
  const toast = useToast();
  const { user } = useAuth();
  const own = useCompanyProfile(!company && user?.role === 'pro');
  const legalName = (company ?? own).profile?.legalName;
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, email: user?.email ?? '' }));
  const clientTypeChosen = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [success, setSuccess] = useState(false);
  const [attachCart, setAttachCart] = useState(true);
  const idem = useRef(newKey());
  const nameRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const productRef = useRef<HTMLInputElement>(null);
  const id = (s: string) => `${idPrefix}-${s}`;

  // A pro account's company names the request's company: only into an empty field, and as a
  // company's request unless the buyer chose the kind himself.
  useEffect(() => {
    if (!legalName) return;
    setValues((v) =>
      v.company.trim() ? v : { ...v, company: legalName, clientType: clientTypeChosen.current ? v.clientType : 'entreprise' },
    );
  }, [legalName]);

  useImperativeHandle(ref, () => ({
    prefill: (subject) => setValues((v) => ({ ...v, subject })),
    focus: () => (values.name ? subjectRef.current : nameRef.current)?.focus({ preventScroll: true }),
  }));

  const suggestions = useReferenceSuggestions(values.productReference);
  // Choosing a suggestion (or typing a reference in full) makes the subject a request for it.
  const chosen = suggestions.find((r) => r.reference === values.productReference.trim())?.reference;
  useEffect(() => {
    if (chosen) setValues((v) => ({ ...v, subject: t('quote.subjectFor', { ref: chosen }) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per chosen reference: a language switch must not rewrite the subject
  }, [chosen]);

  // The product field is a combobox over those suggestions; choosing one types its reference, as the buyer could.
  const combo = useCombobox({
    input: productRef,
    id: id('product-suggestions'),
    count: suggestions.length,
    reopen: () => combo.show(suggestions.length),
    pick: (i) => suggestions[i] && set('productReference', suggestions[i].reference),
    clear: () => set('productReference', ''),
    openOnFocus: true,
  });
  // Each answer opens the list and says its size, if the buyer is still asking (typed or focused, not since closed).
  useEffect(() => {
    combo.show(suggestions.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer, with that render's state
  }, [suggestions]);
  const typedWords = values.productReference.split(/\s+/).filter((w) => w.length >= 2);

  const withCart = !!cartItems && cartItems.length > 0 && attachCart;
  const cartCount = cartItems?.reduce((s, i) => s + i.quantity, 0) ?? 0;

  // Initial subject from ?ref= or from the cart.
  useEffect(() => {
    if (initialReference)
      setValues((v) => ({ ...v, productReference: initialReference, subject: t('quote.subjectFor', { ref: initialReference }) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per reference: a language switch must not rewrite the subject
  }, [initialReference]);
  useEffect(() => {
    // By characters, not UTF-16 units: a cut emoji would be a lone surrogate, which the API refuses.
    const search = initialSearch && Array.from(initialSearch.trim()).slice(0, MAX_SEARCH_IN_SUBJECT).join('');
    if (search && !initialReference) setValues((v) => ({ ...v, subject: t('quote.subjectForSearch', { search }) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per search: a language switch must not rewrite the subject
  }, [initialSearch]);
  useEffect(() => {
    if (withCart && !initialReference) setValues((v) => (v.subject ? v : { ...v, subject: t('quote.cartSubject', { count: cartCount }) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the cart is attached, not on each quantity or language change
  }, [withCart]);

  const set = <K extends keyof Values>(k: K, v: Values[K]) => {
    if (k === 'clientType') clientTypeChosen.current = true;
    setValues((prev) => ({ ...prev, [k]: v }));
    setSuccess(false);
    if (fieldErrors[k]) setFieldErrors((f) => ({ ...f, [k]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSuccess(false);
    const required: (keyof Values)[] = ['name', 'email', 'phone', 'subject', 'message'];
    if (values.clientType === 'entreprise') required.push('company');
    const missing = required.filter((k) => !values[k].trim());
    if (missing.length) {
      setError(t('quote.requiredAll'));
      setFieldErrors(Object.fromEntries(missing.map((k) => [k, t('quote.requiredAll')])));
      return;
    }
    const payload: QuotePayload = {
      clientType: values.clientType,
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      website: values.website,
    };
    if (values.clientType === 'entreprise') payload.company = values.company.trim();
    if (values.productReference) payload.productReference = values.productReference;
    if (withCart && cartItems) {
      payload.items = cartItems.map<QuoteItem>((i) => ({
        productId: i.id,
        reference: i.reference,
        name: i.name,
        quantity: i.quantity,
        unitPrice: i.price_ttc,
      }));
    }
    setSending(true);
    try {
      await api('/quotes', { method: 'POST', body: payload, auth: true, headers: { 'Idempotency-Key': idem.current } });
      idem.current = newKey();
      clientTypeChosen.current = false;
      setValues({ ...EMPTY, email: user?.email ?? '', ...(legalName ? { company: legalName, clientType: 'entreprise' as const } : {}) });
      setFieldErrors({});
      setSuccess(true);
      toast({ title: t('quote.success'), description: t('quote.successText'), variant: 'success' });
      onSent?.(withCart);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        setError(err.message || t('quote.requiredAll'));
        if (err.fields) setFieldErrors(err.fields);
      } else setError(t('quote.error'));
      toast({ title: t('common.error'), description: t('quote.error'), variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  const err = (k: keyof Values) => (fieldErrors[k] ? { 'aria-invalid': true as const, 'aria-describedby': id(`${k}-error`) } : {});
  const errMsg = (k: keyof Values) =>
    fieldErrors[k] && fieldErrors[k] !== t('quote.requiredAll') ? (
      <span className="error" id={id(`${k}-error`)}>
        {fieldErrors[k]}
      </span>
    ) : null;

  return (
    <Form onSubmit={submit} noValidate aria-label={t('quote.title')} data-testid="quote-form">
      <Field as="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('quote.clientType')}</legend>
        <div className="types">
          {(['particulier', 'entreprise'] as const).map((ct) => (
            <label key={ct}>
              <input
                type="radio"
                name={id('clientType')}
                value={ct}
                checked={values.clientType === ct}
                onChange={() => set('clientType', ct)}
              />
              {t(`quote.${ct}`)}
            </label>
          ))}
        </div>
      </Field>
      <div className="row">
        <Field>
          <label htmlFor={id('name')}>{t('quote.name')}</label>
          <input
            ref={nameRef}
            id={id('name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            autoComplete="name"
            required
            {...err('name')}
          />
          {errMsg('name')}
        </Field>
        {values.clientType === 'entreprise' && (
          <Field>
            <label htmlFor={id('company')}>{t('quote.company')}</label>
            <input
              id={id('company')}
              value={values.company}
              onChange={(e) => set('company', e.target.value)}
              autoComplete="organization"
              required
              {...err('company')}
            />
            {errMsg('company')}
          </Field>
        )}
      </div>
      <div className="row">
        <Field>
          <label htmlFor={id('email')}>{values.clientType === 'entreprise' ? t('quote.emailPro') : t('quote.email')}</label>
          <input
            id={id('email')}
            type="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            autoComplete="email"
            required
            {...err('email')}
          />
          {errMsg('email')}
        </Field>
        <Field>
          <label htmlFor={id('phone')}>{t('quote.phone')}</label>
          <input
            id={id('phone')}
            type="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            autoComplete="tel"
            required
            {...err('phone')}
          />
          {errMsg('phone')}
        </Field>
      </div>
      <Field>
        <label htmlFor={id('product')} id={id('product-label')}>
          {t('quote.product')}
        </label>
        <div className="combo">
          <input
            ref={productRef}
            id={id('product')}
            {...combo.inputProps}
            value={values.productReference}
            placeholder={t('quote.productNone')}
            autoComplete="off"
            onChange={(e) => set('productReference', e.target.value)}
          />
          <ComboPopup {...combo.listboxProps} aria-labelledby={id('product-label')}>
            {suggestions.map((r, i) => (
              // Named by what it shows: the product, then its reference.
              <ComboOption key={r.id} {...combo.optionProps(i)} $plain aria-label={`${r.name}, ${r.reference}`}>
                <span>
                  <span className="name">
                    <Marked text={r.name} words={typedWords} />
                  </span>{' '}
                  <span className="meta ref">
                    <Marked text={r.reference} words={typedWords} />
                  </span>
                </span>
              </ComboOption>
            ))}
          </ComboPopup>
        </div>
        <div role="status" className="sr-only">
          {combo.announce}
        </div>
      </Field>
      {cartItems && cartItems.length > 0 && attachCart && (
        <CartBox data-testid="quote-cart">
          <strong>{t('quote.cartItems')}</strong>
          <ul>
            {cartItems.map((i) => (
              <li key={i.id}>
                {i.quantity} × {i.name} ({i.reference})
              </li>
            ))}
          </ul>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => setAttachCart(false)} style={{ marginTop: 6, paddingLeft: 0 }}>
            {t('quote.cartRemove')}
          </Button>
        </CartBox>
      )}
      <Field>
        <label htmlFor={id('subject')}>{t('quote.subject')}</label>
        <input
          ref={subjectRef}
          id={id('subject')}
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          required
          {...err('subject')}
        />
        {errMsg('subject')}
      </Field>
      <Field>
        <label htmlFor={id('message')}>{t('quote.message')}</label>
        <textarea
          id={id('message')}
          rows={5}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          required
          {...err('message')}
        />
        {errMsg('message')}
      </Field>
      <Honeypot id={id('website')} label={t('quote.website')} value={values.website} onChange={(v) => set('website', v)} />
      {error && (
        <Alert $variant="error" role="alert" data-testid="quote-error">
          {error}
        </Alert>
      )}
      {success && (
        <Alert $variant="success" role="status" data-testid="quote-success">
          {t('quote.success')} {t('quote.successText')}
        </Alert>
      )}
      <p className="req">{t('common.required')}</p>
      <Button type="submit" $size="lg" disabled={sending}>
        {sending ? t('quote.sending') : t('quote.submit')}
      </Button>
    </Form>
  );
});
