import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '../../api/client';
import { QUOTE_STATUS_RULES, type BuyerQuoteTone, type CataloguePage, type MyQuote, type ProductDetail } from '@stockwatt/shared';
import { useAuth } from '../auth/AuthContext';
import { ChevronIcon, PauseIcon, PinIcon, PlayIcon } from '../../components/Icons';
import { QuoteForm, type QuoteFormHandle } from '../quote/QuoteForm';
import { Alert, Button, Container, Eyebrow, LightLink, SectionTitle, useTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { company } from '../../lib/company';
import { scrollToId, usePrefersReducedMotion } from '../../lib/hooks';

const Hero = styled.section`
  background: linear-gradient(150deg, #0b1f3a 0%, #163763 100%);
  color: #fff;
  padding: 48px 0;
  h1 { font-size: clamp(28px, 4.4vw, 46px); font-weight: 800; max-width: 20ch; }
  p { color: #c9d4e5; max-width: 60ch; font-size: 17px; }
  .hello { font-size: 14px; color: #f5b935; margin-bottom: 8px; }
  .ctas { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 24px; }
  ${(p) => p.theme.mq.mobile} { .ctas > * { flex: 1 1 100%; } }
  .session { display: flex; gap: 4px 8px; flex-wrap: wrap; margin-top: 16px; }
  .session button { color: #e6ecf5; padding: 0 10px; text-decoration: underline; text-underline-offset: 3px; }
  .session button:hover:not(:disabled) { background: rgba(255, 255, 255, 0.08); }
`;


const Section = styled.section`
  padding: 48px 0 8px;
  scroll-margin-top: 80px;
`;

const Logos = styled.div`
  background: #fff;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  padding: 20px 0;
  overflow: hidden;
  h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.08em; color: ${(p) => p.theme.colors.muted}; text-align: center; margin-bottom: 14px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; ${(p) => p.theme.mq.md} { grid-template-columns: repeat(6, 1fr); } }
  li {
    height: 56px; display: flex; align-items: center; justify-content: center;
    border: 1px solid ${(p) => p.theme.colors.border}; border-radius: ${(p) => p.theme.radii.sm};
    font-weight: 800; font-size: 17px; letter-spacing: -0.01em; color: ${(p) => p.theme.colors.navySoft};
    text-align: center; padding: 0 6px; line-height: 1.15;
    ${(p) => p.theme.mq.mobile} { font-size: 14px; height: 48px; }
    transition: transform 250ms ease; background: ${(p) => p.theme.colors.bg};
  }
  li:first-child { border-color: ${(p) => p.theme.colors.amber}; }
`;

const Solutions = styled.div`
  position: relative;
  .track { display: grid; gap: 16px; grid-template-columns: 1fr; ${(p) => p.theme.mq.md} { grid-template-columns: 1fr 1fr; } ${(p) => p.theme.mq.lg} { grid-template-columns: repeat(3, 1fr); } }
  .track > :nth-child(n + 2) { display: none; ${(p) => p.theme.mq.md} { display: flex; } }
  .track > :nth-child(n + 3) { ${(p) => p.theme.mq.md} { display: none; } ${(p) => p.theme.mq.lg} { display: flex; } }
  .track > :nth-child(n + 4) { display: none !important; }
  .controls { display: flex; gap: 8px; justify-content: flex-end; margin-bottom: 12px; }
  .controls button { width: 44px; height: 44px; border-radius: 50%; border: 1px solid ${(p) => p.theme.colors.border}; background: #fff; display: inline-flex; align-items: center; justify-content: center; color: ${(p) => p.theme.colors.navy}; }
  .controls button:hover { border-color: ${(p) => p.theme.colors.navy}; }
`;

const SolutionCard = styled.article`
  display: flex;
  flex-direction: column;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  img { width: 100%; aspect-ratio: 16 / 10; object-fit: contain; background: linear-gradient(180deg, #f8fafc, #e6ebf1); }
  .body { padding: 16px; display: flex; flex-direction: column; gap: 10px; flex: 1; }
  h3 { margin: 0; font-size: 18px; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; font-size: 15px; }
  .dots { border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.bg}; border-radius: 999px; font-weight: 800; padding: 0 10px; height: 28px; margin-left: 6px; line-height: 1; vertical-align: middle; }
  .cta { margin-top: auto; }
`;

const Two = styled.div`
  display: grid;
  gap: 24px;
  ${(p) => p.theme.mq.lg} { grid-template-columns: minmax(0, 1fr) 380px; align-items: start; }
`;

const Card = styled.div`
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  padding: 20px;
  ${(p) => p.theme.mq.md} { padding: 28px; }
`;

const Warehouses = styled.div`
  display: grid;
  gap: 12px;
  .wh { background: #fff; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: ${(p) => p.theme.radii.md}; padding: 16px; }
  h3 { font-size: 17px; margin: 0 0 4px; }
  p { margin: 0 0 8px; color: ${(p) => p.theme.colors.muted}; font-size: 14px; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 8px; flex-wrap: wrap; }
  li { display: inline-flex; align-items: center; gap: 6px; background: ${(p) => p.theme.colors.amberSoft}; border-radius: 999px; padding: 4px 12px; font-weight: 600; font-size: 14px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  th, td { padding: 12px 14px; text-align: left; border-bottom: 1px solid ${(p) => p.theme.colors.border}; font-size: 14px; }
  th { background: ${(p) => p.theme.colors.bg}; color: ${(p) => p.theme.colors.muted}; font-weight: 700; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; }
  td { font-variant-numeric: tabular-nums; }
  ${(p) => p.theme.mq.mobile} {
    thead { display: none; }
    tr { display: grid; grid-template-columns: 1fr auto; padding: 10px 12px; border-bottom: 1px solid ${(p) => p.theme.colors.border}; gap: 4px; }
    td { border: 0; padding: 0; }
    td:nth-child(2) { grid-column: 1 / -1; font-weight: 600; }
  }
`;

const Status = styled.span<{ $tone: BuyerQuoteTone }>`
  display: inline-block;
  border-radius: 999px;
  padding: 2px 10px;
  font-weight: 700;
  font-size: 13px;
  background: ${(p) => (p.$tone === 'done' ? p.theme.colors.greenSoft : p.$tone === 'progress' ? '#e7efff' : p.theme.colors.amberSoft)};
  color: ${(p) => (p.$tone === 'done' ? p.theme.colors.green : p.$tone === 'progress' ? '#1d4ed8' : '#7a4d00')};
`;

function firstSentence(text: string): string {
  const m = text.match(/^.*?[.!?](\s|$)/);
  return m ? m[0].trim() : text;
}

function stripHtml(html: string): string {
  const d = new DOMParser().parseFromString(html, 'text/html').body;
  d.querySelectorAll('h1, h2, h3').forEach((h) => h.remove());
  return Array.from(d.querySelectorAll('p, li'))
    .map((e) => (e.textContent ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function SolutionItem({ p, onQuote }: { p: ProductDetail; onQuote: (name: string) => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const text = stripHtml(p.description ?? '') || `${p.name}.`;
  const first = firstSentence(text);
  const longer = first.length < text.length;
  return (
    <SolutionCard data-testid="solution-card">
      <img src={p.image_card_url ?? p.image_url ?? '/favicon.svg'} alt={p.name} width={480} height={300} loading="lazy" />
      <div className="body">
        <h3>{p.name}</h3>
        <p>
          {open ? text : first}
          {longer && (
            <button
              type="button"
              className="dots"
              aria-expanded={open}
              aria-label={open ? t('pro.less', { name: p.name }) : t('pro.more', { name: p.name })}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? '−' : '…'}
            </button>
          )}
        </p>
        <Button type="button" className="cta" $block onClick={() => onQuote(p.name)}>
          {t('pro.quoteButton')}
        </Button>
      </div>
    </SolutionCard>
  );
}

export default function ProSpace() {
  const { t, formatDate } = useI18n();
  const { user, signOut } = useAuth();
  useTitle(t('titles.pro'));
  const reduce = usePrefersReducedMotion();
  const formRef = useRef<QuoteFormHandle>(null);
  const [brandIndex, setBrandIndex] = useState(0);
  const [solIndex, setSolIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hover, setHover] = useState(false);
  const [solutions, setSolutions] = useState<ProductDetail[]>([]);
  const [quotes, setQuotes] = useState<MyQuote[] | null>(null);
  const [quotesError, setQuotesError] = useState(false);

  const [brands, setBrands] = useState<string[]>(company.brands);

  useEffect(() => {
    if (reduce) return;
    const id = window.setInterval(() => setBrandIndex((i) => (i + 1) % brands.length), 3000);
    return () => window.clearInterval(id);
  }, [reduce, brands.length]);

  useEffect(() => {
    if (reduce || paused || hover || solutions.length < 2) return;
    const id = window.setInterval(() => setSolIndex((i) => (i + 1) % solutions.length), 5000);
    return () => window.clearInterval(id);
  }, [reduce, paused, hover, solutions.length]);

  useEffect(() => {
    api<CataloguePage>('/products?category=batteries&sort=name&page=1&pageSize=12')
      .then((list) => {
        const picked = [...list.items].sort((a, b) => Number(b.is_best_seller) - Number(a.is_best_seller)).slice(0, 4);
        return Promise.all(picked.map((p) => api<ProductDetail>(`/products/${p.id}`)));
      })
      .then(setSolutions)
      .catch(() => setSolutions([]));
  }, []);

  // Six manufacturer brands: the catalogue's most represented ones (facets of the whole catalogue).
  useEffect(() => {
    api<CataloguePage>('/products?page=1&pageSize=1')
      .then((all) => {
        const top = [...all.facets.brands].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).map((b) => b.value);
        if (top.length) setBrands([...new Set([...top, ...company.brands])].slice(0, 6));
      })
      .catch(() => undefined);
  }, []);

  const loadQuotes = useCallback(() => {
    api<MyQuote[]>('/quotes/mine', { auth: true })
      .then((q) => {
        setQuotes(q);
        setQuotesError(false);
      })
      .catch(() => setQuotesError(true));
  }, []);
  useEffect(loadQuotes, [loadQuotes]);

  const onQuote = (name: string) => {
    formRef.current?.prefill(t('pro.quoteFor', { name }));
    scrollToId('contact');
    window.setTimeout(() => formRef.current?.focus(), 800);
  };

  const rotated = (arr: string[], i: number) => [...arr.slice(i), ...arr.slice(0, i)];
  const solRotated = solutions.length ? [...solutions.slice(solIndex), ...solutions.slice(0, solIndex)] : [];

  return (
    <>
      <Hero>
        <Container>
          {user && <p className="hello">{t('pro.hello', { email: user.email })}</p>}
          <Eyebrow style={{ color: '#f5b935' }}>{t('pro.eyebrow')}</Eyebrow>
          <h1>{t('pro.title')}</h1>
          <p>{t('pro.text')}</p>
          <div className="ctas">
            <Button
              as="a"
              href="#contact"
              $size="lg"
              onClick={(e: React.MouseEvent) => {
                e.preventDefault();
                scrollToId('contact');
              }}
            >
              {t('pro.ctaQuote')}
            </Button>
            <LightLink to="/#produits" $size="lg">
              {t('pro.ctaProducts')}
            </LightLink>
          </div>
          <div className="session">
            <Button type="button" $variant="ghost" $size="sm" onClick={() => void signOut()}>
              {t('header.logout')}
            </Button>
            <Button type="button" $variant="ghost" $size="sm" onClick={() => void signOut(true)}>
              {t('header.logoutAll')}
            </Button>
          </div>
        </Container>
      </Hero>

      <Logos aria-labelledby="brands-title">
        <Container>
          <h2 id="brands-title">{t('pro.brandsTitle')}</h2>
          <ul data-testid="brand-carousel" data-index={brandIndex}>
            {rotated(brands, brandIndex).map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </Container>
      </Logos>

      <Section aria-labelledby="solutions-title">
        <Container>
          <Eyebrow>{t('pro.solutionsText')}</Eyebrow>
          <SectionTitle id="solutions-title">{t('pro.solutionsTitle')}</SectionTitle>
          <Solutions onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)} onFocus={() => setHover(true)} onBlur={() => setHover(false)}>
            <div className="controls">
              <button type="button" aria-label={t('pro.prev')} onClick={() => setSolIndex((i) => (i - 1 + solutions.length) % Math.max(1, solutions.length))}>
                <ChevronIcon dir="left" />
              </button>
              <button type="button" aria-label={paused ? t('pro.play') : t('pro.pause')} onClick={() => setPaused((p) => !p)}>
                {paused ? <PlayIcon /> : <PauseIcon />}
              </button>
              <button type="button" aria-label={t('pro.next')} onClick={() => setSolIndex((i) => (i + 1) % Math.max(1, solutions.length))}>
                <ChevronIcon />
              </button>
            </div>
            <div className="track" aria-live="off" data-testid="solutions-carousel" data-index={solIndex}>
              {solRotated.map((p) => (
                <SolutionItem key={p.id} p={p} onQuote={onQuote} />
              ))}
            </div>
          </Solutions>
        </Container>
      </Section>

      <Section id="contact" aria-labelledby="contact-title">
        <Container>
          <Two>
            <Card>
              <SectionTitle id="contact-title">{t('pro.contactTitle')}</SectionTitle>
              <p style={{ color: '#4a5a70' }}>{t('pro.contactText')}</p>
              <QuoteForm ref={formRef} idPrefix="pro-quote" onSent={loadQuotes} />
            </Card>
            <Warehouses aria-labelledby="warehouses-title">
              <SectionTitle id="warehouses-title" style={{ fontSize: 24 }}>
                {t('pro.warehousesTitle')}
              </SectionTitle>
              <p>{t('pro.warehousesText')}</p>
              <div className="wh">
                <h3>{t('footer.france')}</h3>
                <p>{t('pro.warehouseFr')}</p>
                <ul>
                  {company.centres.france.map((c) => (
                    <li key={c}>
                      <PinIcon width={14} height={14} /> {c}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="wh">
                <h3>{t('footer.netherlands')}</h3>
                <p>{t('pro.warehouseNl')}</p>
                <ul>
                  {company.centres.netherlands.map((c) => (
                    <li key={c}>
                      <PinIcon width={14} height={14} /> {c}
                    </li>
                  ))}
                </ul>
              </div>
            </Warehouses>
          </Two>
        </Container>
      </Section>

      <Section aria-labelledby="quotes-title">
        <Container>
          <SectionTitle id="quotes-title">{t('pro.quotesTitle')}</SectionTitle>
          {quotesError ? (
            <Alert $variant="error">{t('pro.quotesError')}</Alert>
          ) : quotes && quotes.length === 0 ? (
            <p>{t('pro.quotesEmpty')}</p>
          ) : quotes ? (
            <Table data-testid="my-quotes">
              <thead>
                <tr>
                  <th scope="col">{t('pro.colDate')}</th>
                  <th scope="col">{t('pro.colSubject')}</th>
                  <th scope="col">{t('pro.colItems')}</th>
                  <th scope="col">{t('pro.colStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {quotes.map((q) => (
                  <tr key={q.id}>
                    <td>{formatDate(q.created_at, 'short')}</td>
                    <td>{q.subject}</td>
                    <td>{t('header.cartCount', { count: q.items?.reduce((s, i) => s + i.quantity, 0) ?? 0 })}</td>
                    <td>
                      <Status $tone={QUOTE_STATUS_RULES[q.status].buyer.tone}>{t(`pro.status.${QUOTE_STATUS_RULES[q.status].buyer.state}`)}</Status>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : null}
        </Container>
      </Section>
    </>
  );
}
