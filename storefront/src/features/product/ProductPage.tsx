import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { api, ApiError, peek } from '../../api/client';
import type { ProductDetail, Review } from '@stockwatt/shared';
import { useCart } from '../cart/CartContext';
import { ArrowLeftIcon, BoltIcon, CheckIcon, ClockIcon, FileIcon, ShieldIcon, TruckIcon } from '../../components/Icons';
import { StockLine } from '../catalogue/ProductCard';
import { Stars } from '../../components/Stars';
import { useToast } from '../../components/Toast';
import { Alert, Button, buttonStyles, Center, Container, Field, Loading, useTitle, type BtnProps } from '../../components/ui';
import { useI18n } from '../../i18n';
import { PRODUCT_IMAGE_SIZES, responsive } from '../../lib/images';
import { usePrefs } from '../../lib/prefs';
import { ProductVideo } from './ProductVideo';

/** The seed's French names of the spec's four documents, shown in the visitor's language. */
const DOC_KINDS: Record<string, 'manual' | 'sheet' | 'compat' | 'warranty'> = {
  'Manuel d’installation': 'manual',
  'Fiche technique': 'sheet',
  'Guide de compatibilité': 'compat',
  'Informations de garantie': 'warranty',
};

type Tab = 'description' | 'details' | 'video' | 'documentation' | 'reviews';
const TABS: Tab[] = ['description', 'details', 'video', 'documentation', 'reviews'];

const Crumbs = styled.nav`
  padding: 18px 0 6px;
  font-size: 14px;
  color: ${(p) => p.theme.colors.muted};
  ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; }
  .sep { margin-right: 6px; color: #9aa6b8; }
  a { color: ${(p) => p.theme.colors.navy}; }
  [aria-current] { color: ${(p) => p.theme.colors.muted}; }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.navy};
  text-decoration: none;
  margin: 6px 0 18px;
  &:hover { text-decoration: underline; }
`;

const Top = styled.div`
  display: grid;
  gap: 24px;
  ${(p) => p.theme.mq.lg} { grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr); gap: 40px; }
`;

const Media = styled.div`
  background: linear-gradient(180deg, #f8fafc 0%, #e6ebf1 100%);
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  aspect-ratio: 4 / 3;
  display: flex;
  align-items: center;
  justify-content: center;
  position: relative;
  img { width: 100%; height: 100%; object-fit: contain; }
  .badge { position: absolute; top: 16px; left: 16px; background: ${(p) => p.theme.colors.red}; color: #fff; font-weight: 800; padding: 4px 10px; border-radius: 6px; }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h1 { font-size: clamp(26px, 3.2vw, 36px); font-weight: 800; margin: 0; }
  .brand { font-size: 13px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; color: ${(p) => p.theme.colors.amberText}; margin: 0; }
  .ref { font-family: ${(p) => p.theme.mono}; color: ${(p) => p.theme.colors.muted}; margin: 0; font-size: 14px; }
  .rating { display: flex; align-items: center; gap: 8px; color: ${(p) => p.theme.colors.muted}; font-size: 14px; }
`;

const Features = styled.ul`
  list-style: none;
  padding: 0;
  margin: 4px 0;
  display: grid;
  grid-template-columns: 1fr;
  gap: 8px;
  ${(p) => p.theme.mq.md} { grid-template-columns: 1fr 1fr; }
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    background: #fff;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    padding: 10px 12px;
    font-size: 14px;
    font-weight: 500;
  }
  svg { color: ${(p) => p.theme.colors.amberDark}; flex-shrink: 0; }
`;

const Buy = styled.div`
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 18px;
  display: grid;
  gap: 12px;
  .price { display: flex; align-items: baseline; flex-wrap: wrap; gap: 10px; font-variant-numeric: tabular-nums; }
  .now { font-size: 32px; font-weight: 800; color: ${(p) => p.theme.colors.navy}; letter-spacing: -0.02em; }
  .now small { font-size: 16px; font-weight: 700; margin-left: 6px; color: ${(p) => p.theme.colors.muted}; }
  s { color: ${(p) => p.theme.colors.muted}; font-size: 17px; }
  .alt { font-size: 13px; color: ${(p) => p.theme.colors.muted}; margin: -8px 0 0; font-variant-numeric: tabular-nums; }
  .actions { display: grid; gap: 10px; ${(p) => p.theme.mq.md} { grid-template-columns: 1fr 1fr; } }
  .free { display: flex; align-items: center; gap: 8px; color: ${(p) => p.theme.colors.green}; font-weight: 600; font-size: 14px; margin: 0; }
`;

const QuoteLink = styled(Link)<BtnProps>`
  ${buttonStyles}
`;

const TabList = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  margin-top: 40px;
  scrollbar-width: thin;
  button {
    border: 0;
    background: none;
    padding: 12px 16px;
    font-weight: 600;
    font-size: 15px;
    color: ${(p) => p.theme.colors.muted};
    border-bottom: 3px solid transparent;
    white-space: nowrap;
    margin-bottom: -1px;
  }
  button[aria-selected='true'] { color: ${(p) => p.theme.colors.navy}; border-bottom-color: ${(p) => p.theme.colors.amber}; }
  button:hover { color: ${(p) => p.theme.colors.navy}; }
`;

const Panel = styled.div`
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-top: 0;
  border-radius: 0 0 ${(p) => p.theme.radii.md} ${(p) => p.theme.radii.md};
  padding: 24px;
  ${(p) => p.theme.mq.mobile} { padding: 18px 14px; }
  h2 { font-size: 20px; }
  .rich { max-width: 80ch; }
  .rich h1, .rich h2, .rich h3 { margin-top: 1em; }
`;

const SpecTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 720px;
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid ${(p) => p.theme.colors.border}; font-size: 15px; }
  th { width: 40%; color: ${(p) => p.theme.colors.muted}; font-weight: 600; }
  td { font-variant-numeric: tabular-nums; }
  tr:nth-child(even) { background: ${(p) => p.theme.colors.bg}; }
`;

const Docs = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 10px;
  ${(p) => p.theme.mq.md} { grid-template-columns: 1fr 1fr; }
  a {
    display: flex; align-items: center; gap: 10px; min-height: 52px; padding: 10px 14px;
    border: 1px solid ${(p) => p.theme.colors.border}; border-radius: ${(p) => p.theme.radii.sm};
    color: ${(p) => p.theme.colors.navy}; font-weight: 600; text-decoration: none; background: #fff;
    transition: border-color ${(p) => p.theme.transition};
  }
  a:hover { border-color: ${(p) => p.theme.colors.navy}; }
  svg { color: ${(p) => p.theme.colors.red}; flex-shrink: 0; }
`;

const ReviewGrid = styled.div`
  display: grid;
  gap: 28px;
  ${(p) => p.theme.mq.lg} { grid-template-columns: 1fr 380px; }
  .avg { display: flex; align-items: center; gap: 12px; margin-bottom: 12px; }
  .avg strong { font-size: 34px; font-variant-numeric: tabular-nums; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; }
  li { border: 1px solid ${(p) => p.theme.colors.border}; border-radius: ${(p) => p.theme.radii.sm}; padding: 14px; }
  li header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin-bottom: 6px; }
  li time { color: ${(p) => p.theme.colors.muted}; font-size: 13px; }
  li p { margin: 0; white-space: pre-line; }
  form { display: grid; gap: 14px; background: ${(p) => p.theme.colors.bg}; padding: 18px; border-radius: ${(p) => p.theme.radii.md}; align-self: start; }
  form h3 { margin: 0; }
`;

const StarPicker = styled.div`
  display: flex;
  gap: 4px;
  border: 0;
  padding: 0;
  margin: 0;
  button { border: 0; background: none; padding: 2px; width: 40px; height: 40px; }
  svg { width: 32px; height: 32px; }
`;

function Feature({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li>
      {icon}
      <span>{children}</span>
    </li>
  );
}

function Reviews({ product, onChange }: { product: ProductDetail; onChange: () => void }) {
  const { t, formatDate, formatNumber } = useI18n();
  const toast = useToast();
  const [reviews, setReviews] = useState<Review[]>([]);
  const [rating, setRating] = useState(0);
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(() => {
    api<Review[]>(`/products/${product.id}/reviews`)
      .then(setReviews)
      .catch((e) => console.error(e));
  }, [product.id]);
  useEffect(load, [load]);

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
      await api(`/products/${product.id}/reviews`, { method: 'POST', body: { user_name: name.trim(), rating, comment: comment.trim() } });
      setRating(0);
      setName('');
      setComment('');
      setMessage({ kind: 'success', text: t('reviews.success') });
      toast({ title: t('reviews.success'), variant: 'success' });
      load();
      onChange();
    } catch (err) {
      const text = err instanceof ApiError && err.status === 400 ? t('reviews.fillAll') : t('reviews.error');
      setMessage({ kind: 'error', text });
      toast({ title: t('common.error'), description: text, variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  const avg = reviews.length ? reviews.reduce((s, r) => s + r.rating, 0) / reviews.length : product.rating;
  return (
    <ReviewGrid>
      <div>
        <h2>{t('reviews.title')}</h2>
        <div className="avg">
          <strong data-testid="review-average">{t('reviews.average', { avg: formatNumber(avg, 1) })}</strong>
          <Stars rating={Math.round(avg)} size={20} label={t('product.ratingLabel', { rating: formatNumber(avg, 1) })} />
          <span>{t('reviews.basedOn', { count: reviews.length || product.review_count })}</span>
        </div>
        {reviews.length === 0 ? (
          <p>{t('reviews.empty')}</p>
        ) : (
          <ul data-testid="review-list">
            {reviews.map((r) => (
              <li key={r.id}>
                <header>
                  <strong>{r.user_name}</strong>
                  <Stars rating={r.rating} size={14} label={t('product.ratingLabel', { rating: r.rating })} />
                  <time dateTime={r.created_at}>{formatDate(r.created_at, 'long')}</time>
                </header>
                <p>{r.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form onSubmit={submit} noValidate aria-labelledby="review-form-title">
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
                  <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill={n <= rating ? '#f5a300' : '#c5cedb'} />
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
        {message && (
          <Alert $variant={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <Button type="submit" $variant="dark" disabled={!valid || sending}>
          {sending ? t('reviews.submitting') : t('reviews.submit')}
        </Button>
      </form>
    </ReviewGrid>
  );
}

export default function ProductPage() {
  const { id } = useParams();
  const { t, formatPrice } = useI18n();
  const { tax } = usePrefs();
  const { add } = useCart();
  const toast = useToast();
  const [initial] = useState(() => (id ? peek<ProductDetail>(`/products/${id}`) : undefined));
  const [product, setProduct] = useState<ProductDetail | null>(initial ?? null);
  const [state, setState] = useState<'loading' | 'ok' | 'notfound'>(initial ? 'ok' : 'loading');
  const skipFirstFetch = useRef(!!initial);
  const [tab, setTab] = useState<Tab>('description');
  const [version, setVersion] = useState(0);

  useTitle(state === 'ok' && product ? product.name : state === 'notfound' ? t('titles.productNotFound') : t('titles.productLoading'));

  useEffect(() => {
    window.scrollTo(0, 0);
    setTab('description');
  }, [id]);

  useEffect(() => {
    const ctrl = new AbortController();
    if (!id || !/^\d+$/.test(id)) {
      setState('notfound');
      return;
    }
    if (skipFirstFetch.current && String(product?.id) === id) {
      skipFirstFetch.current = false;
      return;
    }
    if (version === 0) setState('loading');
    api<ProductDetail>(`/products/${id}`, { signal: ctrl.signal })
      .then((p) => {
        setProduct(p);
        setState('ok');
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setState('notfound');
      });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- product is read only to skip refetching the server-rendered one
  }, [id, version]);

  if (state === 'loading') return <Loading label={t('product.loading')} />;
  if (state === 'notfound' || !product)
    return (
      <Center>
        <h1 style={{ color: '#0b1f3a' }}>{t('product.notFound')}</h1>
        <p>{t('product.notFoundText')}</p>
        <QuoteLink to="/" $variant="dark">
          {t('product.backHome')}
        </QuoteLink>
      </Center>
    );

  const ht = tax === 'HT';
  const price = ht ? product.price_ht : product.price_ttc;
  const original = ht ? product.original_price_ht : product.original_price_ttc;
  const outOfStock = product.stock_display === 'on_order';
  const img = product.image_url ?? '/favicon.svg';
  const specs: [string, string][] = [
    [t('product.spec.brand'), product.brand],
    [t('product.spec.reference'), product.reference],
    [t('product.spec.type'), product.battery_type ?? product.type],
    ...(product.storage_capacity ? ([[t('product.spec.capacity'), product.storage_capacity]] as [string, string][]) : []),
    ...(product.max_output_power ? ([[t('product.spec.power'), product.max_output_power]] as [string, string][]) : []),
    ...(product.life_cycles ? ([[t('product.spec.cycles'), String(product.life_cycles)]] as [string, string][]) : []),
    ...(product.lifespan_years ? ([[t('product.spec.warranty'), t('product.spec.years', { value: product.lifespan_years })]] as [string, string][]) : []),
    ...Object.entries(product.specifications ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  ];

  const addToCart = () => {
    const qty = add({
      id: product.id,
      name: product.name,
      reference: product.reference,
      image: product.image_card_url ?? product.image_url,
      price_ttc: product.price_ttc,
      price_ht: product.price_ht,
    });
    toast({
      title: t('cart.added'),
      description: qty > 1 ? t('cart.addedQty', { name: product.name, count: qty }) : product.name,
      variant: 'success',
      duration: 3000,
    });
  };

  return (
    <Container>
      <Crumbs aria-label={t('product.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('product.home')}</Link>
          </li>
          <li>
            <span className="sep" aria-hidden="true">/</span>
            <Link to="/#produits">{t('product.products')}</Link>
          </li>
          <li aria-current="page">
            <span className="sep" aria-hidden="true">/</span>
            {product.name}
          </li>
        </ol>
      </Crumbs>
      <Back to="/">
        <ArrowLeftIcon width={18} height={18} /> {t('product.back')}
      </Back>
      <Top>
        <Media>
          <img src={img} {...responsive(product.image_srcset, PRODUCT_IMAGE_SIZES)} alt={product.name} width={800} height={600} fetchPriority="high" />
          {product.discount_percent ? <span className="badge">-{product.discount_percent}%</span> : null}
        </Media>
        <Info>
          <p className="brand">{product.brand}</p>
          <h1>{product.name}</h1>
          <p className="ref">{t('product.ref', { ref: product.reference })}</p>
          <div className="rating">
            <Stars rating={product.rating} size={18} label={t('product.ratingLabel', { rating: product.rating })} />
            <span>{t('product.reviews', { count: product.review_count })}</span>
          </div>
          <Features aria-label={t('product.features')}>
            <Feature icon={<BoltIcon />}>{product.battery_type ?? product.type}</Feature>
            <Feature icon={<ClockIcon />}>{t('product.cycles', { value: product.life_cycles ?? '—' })}</Feature>
            <Feature icon={<CheckIcon />}>{product.internet_monitoring === false ? t('product.noMonitoring') : t('product.monitoring')}</Feature>
            <Feature icon={<ShieldIcon />}>{t('product.lifespan', { value: product.lifespan_years ?? '—' })}</Feature>
            <Feature icon={<BoltIcon />}>{t('product.capacity', { value: product.storage_capacity ?? '—' })}</Feature>
            <Feature icon={<BoltIcon />}>{t('product.power', { value: product.max_output_power ?? '—' })}</Feature>
          </Features>
          <Buy>
            <div className="price">
              <span className="now" data-testid="product-price">
                {formatPrice(price)}
                <small>{ht ? t('product.ht') : t('product.ttc')}</small>
              </span>
              {original && original > price ? (
                <s aria-label={t('product.was')} data-testid="original-price">
                  {formatPrice(original)}
                </s>
              ) : null}
            </div>
            <p className="alt">
              {ht ? `${formatPrice(product.price_ttc)} ${t('product.ttc')}` : `${formatPrice(product.price_ht)} ${t('product.ht')}`}
            </p>
            <StockLine product={product} />
            <div className="actions">
              <Button type="button" $size="lg" disabled={outOfStock} onClick={addToCart} data-testid="add-to-cart">
                {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
              </Button>
              <QuoteLink to={`/demande-devis?ref=${encodeURIComponent(product.reference)}`} $variant="secondary" $size="lg">
                {t('product.quote')}
              </QuoteLink>
            </div>
            <p className="free">
              <TruckIcon width={18} height={18} />
              <span>
                <strong>{t('product.freeDelivery')}</strong> {t('product.freeFrom')}
              </span>
            </p>
          </Buy>
        </Info>
      </Top>

      <TabList role="tablist" aria-label={t('product.tabs')}>
        {TABS.map((k) => (
          <button
            key={k}
            id={`tab-${k}`}
            type="button"
            role="tab"
            aria-selected={tab === k}
            aria-controls={`panel-${k}`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
            onKeyDown={(e) => {
              const i = TABS.indexOf(k);
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
                setTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }
            }}
          >
            {t(`product.tab.${k}`)}
          </button>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0}>
        {tab === 'description' &&
          (product.description ? (
            <div className="rich" dangerouslySetInnerHTML={{ __html: product.description }} />
          ) : (
            <p>{t('product.noDescription')}</p>
          ))}
        {tab === 'details' && (
          <>
            <h2>{t('product.specsTitle')}</h2>
            <SpecTable>
              <tbody>
                {specs.map(([k, v]) => (
                  <tr key={k}>
                    <th scope="row">{k}</th>
                    <td>{v}</td>
                  </tr>
                ))}
              </tbody>
            </SpecTable>
          </>
        )}
        {tab === 'video' && <ProductVideo key={product.id} product={product} />}
        {tab === 'documentation' &&
          (product.documentation && product.documentation.length > 0 ? (
            <Docs>
              {product.documentation.map((d) => (
                <li key={d.url}>
                  <a href={d.url} download={d.fileName} target="_blank" rel="noopener">
                    <FileIcon /> {t('product.download', { name: DOC_KINDS[d.name] ? t(`product.docKind.${DOC_KINDS[d.name]}`) : d.name })}
                  </a>
                </li>
              ))}
            </Docs>
          ) : (
            <p>{t('product.noDocs')}</p>
          ))}
        {tab === 'reviews' && <Reviews product={product} onChange={() => setVersion((v) => v + 1)} />}
      </Panel>
    </Container>
  );
}
