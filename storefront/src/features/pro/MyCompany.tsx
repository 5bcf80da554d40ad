import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  COMPANY_COUNTRIES,
  COMPANY_LIMITS,
  DEFAULT_COUNTRY,
  isValidEuVatNumber,
  sameAddress,
  vatNumberMatchesSiret,
  type CompanyProfile,
  type PostalAddress,
} from '@stockwatt/shared';
import { api, ApiError } from '../../api/client';
import { Alert, Button, Container, Field, SectionTitle } from '../../components/ui';
import { useToast } from '../../components/Toast';
import { useI18n } from '../../i18n';
import { Section } from './ProSpace.styles';
import { theme } from '../../theme';

type Side = 'billingAddress' | 'deliveryAddress';
interface AddressValues {
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
}
interface Values {
  legalName: string;
  siret: string;
  vatNumber: string;
  billingAddress: AddressValues;
  deliveryAddress: AddressValues;
}

const EMPTY_ADDRESS: AddressValues = { line1: '', line2: '', postalCode: '', city: '', country: DEFAULT_COUNTRY };
const addressValues = (a: PostalAddress): AddressValues => ({ ...a, line2: a.line2 ?? '' });

function valuesOf(profile: CompanyProfile | null): Values {
  if (!profile) return { legalName: '', siret: '', vatNumber: '', billingAddress: EMPTY_ADDRESS, deliveryAddress: EMPTY_ADDRESS };
  return {
    legalName: profile.legalName,
    siret: profile.siret,
    vatNumber: profile.vatNumber ?? '',
    billingAddress: addressValues(profile.billingAddress),
    deliveryAddress: addressValues(profile.deliveryAddress),
  };
}

const Card = styled.form`
  display: grid;
  gap: 20px;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  padding: 20px;
  ${theme.mq.md} {
    padding: 28px;
  }
  .row {
    display: grid;
    gap: 16px;
    align-items: start;
    ${theme.mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .city {
    display: grid;
    gap: 16px;
    ${theme.mq.md} {
      grid-template-columns: 160px minmax(0, 1fr);
    }
  }
  fieldset {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    margin: 0;
    padding: 16px;
    display: grid;
    align-content: start;
    gap: 16px;
    min-width: 0;
  }
  legend {
    padding: 0 6px;
    font-weight: 700;
    color: ${theme.colors.navy};
  }
  .same {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
  }
  .same input {
    width: 18px;
    height: 18px;
    accent-color: ${theme.colors.navy};
  }
  .req {
    font-size: 13px;
    color: ${theme.colors.muted};
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
  }
`;

/**
 * "Mon entreprise": the pro account's company, saved whole (`PUT /api/account/company`). The API
 * checks every field; what it refuses is shown by the field, in its French words, or in the
 * shop's language when it is not French.
 */
export function MyCompany({
  profile,
  failed,
  onSaved,
}: {
  profile: CompanyProfile | null | undefined;
  failed: boolean;
  onSaved: (p: CompanyProfile) => void;
}) {
  const { t, lang, locale } = useI18n();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => valuesOf(profile ?? null));
  const [same, setSame] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Set by a refusal: once it is shown, the first field refused takes the focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  // The stored company, once it has loaded (the form stays as typed afterwards).
  useEffect(() => {
    if (profile === undefined) return;
    const loaded = valuesOf(profile);
    setValues(loaded);
    setSame(!profile || sameAddress(loaded.billingAddress, loaded.deliveryAddress));
  }, [profile]);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COMPANY_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);

  const touched = () => {
    setSaved(false);
    setError(null);
  };
  const set = (field: 'legalName' | 'siret' | 'vatNumber', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((f) => ({ ...f, [field]: '' }));
    touched();
  };
  const setAddress = (side: Side, field: keyof AddressValues, value: string) => {
    setValues((v) => ({ ...v, [side]: { ...v[side], [field]: value } }));
    setFieldErrors((f) => ({ ...f, [`${side}.${field}`]: '' }));
    touched();
  };

  /** The API's words in French; in another language the gist of what is wrong with that field. */
  const explain = (path: string, message: string, sent: Values): string => {
    if (lang === 'fr') return message;
    const leaf = path.split('.').pop() ?? path;
    const [side] = path.split('.');
    const value =
      side === 'billingAddress' || side === 'deliveryAddress' ? sent[side][leaf as keyof AddressValues] : sent[leaf as keyof Values];
    if (typeof value === 'string' && !value.trim()) return t('company.errors.required');
    if (leaf === 'vatNumber' && isValidEuVatNumber(sent.vatNumber) && !vatNumberMatchesSiret(sent.vatNumber, sent.siret))
      return t('company.errors.vatOfAnotherSiren');
    const gist = t(`company.errors.${leaf}`);
    return gist === `company.errors.${leaf}` ? message : gist;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    const sent: Values = same ? { ...values, deliveryAddress: values.billingAddress } : values;
    const address = (a: AddressValues): PostalAddress => ({ ...a, line2: a.line2.trim() || null });
    const body: CompanyProfile = {
      legalName: sent.legalName,
      siret: sent.siret,
      vatNumber: sent.vatNumber.trim() || null,
      billingAddress: address(sent.billingAddress),
      deliveryAddress: address(sent.deliveryAddress),
    };
    setSaving(true);
    try {
      const stored = await api<CompanyProfile>('/account/company', { method: 'PUT', body, auth: true });
      setFieldErrors({});
      setSaved(true);
      onSaved(stored);
      toast({ title: t('company.saved'), variant: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fields) {
        const fields = Object.fromEntries(Object.entries(err.fields).map(([path, message]) => [path, explain(path, message, sent)]));
        setFieldErrors(fields);
        setError(t('company.invalid'));
        setRefusals((n) => n + 1);
      } else setError(t('company.error'));
    } finally {
      setSaving(false);
    }
  };

  const id = (path: string) => `company-${path.replace('.', '-')}`;
  const invalid = (path: string) =>
    fieldErrors[path] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(path)}-error` } : { 'aria-invalid': false as const };
  const errorOf = (path: string) =>
    fieldErrors[path] ? (
      <span className="error" id={`${id(path)}-error`}>
        {fieldErrors[path]}
      </span>
    ) : null;

  const addressFields = (side: Side) => {
    const a = values[side];
    const path = (field: keyof AddressValues) => `${side}.${field}`;
    const text = (field: 'line1' | 'line2' | 'city', max: number, autoComplete: string) => (
      <Field>
        <label htmlFor={id(path(field))}>{t(`company.${field}`)}</label>
        <input
          id={id(path(field))}
          value={a[field]}
          maxLength={max}
          autoComplete={`section-${side} ${autoComplete}`}
          onChange={(e) => setAddress(side, field, e.target.value)}
          {...invalid(path(field))}
        />
        {errorOf(path(field))}
      </Field>
    );
    return (
      <>
        {text('line1', COMPANY_LIMITS.line, 'address-line1')}
        {text('line2', COMPANY_LIMITS.line, 'address-line2')}
        <div className="city">
          <Field>
            <label htmlFor={id(path('postalCode'))}>{t('company.postalCode')}</label>
            <input
              id={id(path('postalCode'))}
              value={a.postalCode}
              maxLength={COMPANY_LIMITS.postalCode}
              inputMode={a.country === 'FR' ? 'numeric' : undefined}
              autoComplete={`section-${side} postal-code`}
              onChange={(e) => setAddress(side, 'postalCode', e.target.value)}
              {...invalid(path('postalCode'))}
            />
            {errorOf(path('postalCode'))}
          </Field>
          {text('city', COMPANY_LIMITS.city, 'address-level2')}
        </div>
        <Field>
          <label htmlFor={id(path('country'))}>{t('company.country')}</label>
          <select
            id={id(path('country'))}
            value={a.country}
            autoComplete={`section-${side} country`}
            onChange={(e) => setAddress(side, 'country', e.target.value)}
            {...invalid(path('country'))}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {errorOf(path('country'))}
        </Field>
      </>
    );
  };

  return (
    <Section id="entreprise" aria-labelledby="company-title">
      <Container>
        <SectionTitle id="company-title">{t('company.title')}</SectionTitle>
        <p style={{ color: '#4a5a70' }}>{t('company.text')}</p>
        {failed ? (
          <Alert $variant="error">{t('company.loadError')}</Alert>
        ) : profile === undefined ? null : (
          <Card ref={formRef} onSubmit={submit} noValidate aria-labelledby="company-title" data-testid="company-form">
            <Field>
              <label htmlFor={id('legalName')}>{t('company.legalName')}</label>
              <input
                id={id('legalName')}
                value={values.legalName}
                maxLength={COMPANY_LIMITS.legalName}
                autoComplete="organization"
                onChange={(e) => set('legalName', e.target.value)}
                {...invalid('legalName')}
              />
              {errorOf('legalName')}
            </Field>
            <div className="row">
              <Field>
                <label htmlFor={id('siret')}>{t('company.siret')}</label>
                <input
                  id={id('siret')}
                  value={values.siret}
                  maxLength={20}
                  inputMode="numeric"
                  aria-describedby={fieldErrors.siret ? `${id('siret')}-error ${id('siret')}-hint` : `${id('siret')}-hint`}
                  onChange={(e) => set('siret', e.target.value)}
                  aria-invalid={!!fieldErrors.siret}
                />
                <span className="hint" id={`${id('siret')}-hint`}>
                  {t('company.siretHint')}
                </span>
                {errorOf('siret')}
              </Field>
              <Field>
                <label htmlFor={id('vatNumber')}>{t('company.vatNumber')}</label>
                <input
                  id={id('vatNumber')}
                  value={values.vatNumber}
                  maxLength={20}
                  aria-describedby={fieldErrors.vatNumber ? `${id('vatNumber')}-error ${id('vatNumber')}-hint` : `${id('vatNumber')}-hint`}
                  onChange={(e) => set('vatNumber', e.target.value)}
                  aria-invalid={!!fieldErrors.vatNumber}
                />
                <span className="hint" id={`${id('vatNumber')}-hint`}>
                  {t('company.vatHint')}
                </span>
                {errorOf('vatNumber')}
              </Field>
            </div>
            <div className="row">
              <fieldset>
                <legend>{t('company.billing')}</legend>
                {addressFields('billingAddress')}
              </fieldset>
              <fieldset>
                <legend>{t('company.delivery')}</legend>
                <label className="same">
                  <input
                    type="checkbox"
                    checked={same}
                    onChange={(e) => {
                      setSame(e.target.checked);
                      touched();
                    }}
                  />
                  {t('company.sameAsBilling')}
                </label>
                {!same && addressFields('deliveryAddress')}
              </fieldset>
            </div>
            {error && (
              <Alert $variant="error" role="alert">
                {error}
              </Alert>
            )}
            {saved && (
              <Alert $variant="success" role="status">
                {t('company.saved')}
              </Alert>
            )}
            <p className="req">{t('common.required')}</p>
            <div className="actions">
              <Button type="submit" disabled={saving}>
                {saving ? t('company.saving') : t('company.submit')}
              </Button>
            </div>
          </Card>
        )}
      </Container>
    </Section>
  );
}
