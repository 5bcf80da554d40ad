import styled from 'styled-components';
import { useT } from '../../i18n';
import { scrollToId } from '../../lib/hooks';
import { FlagIcon, HeadsetIcon, ShieldIcon, TruckIcon } from '../../components/Icons';
import { Button, Container, Eyebrow, LightLink } from '../../components/ui';
import { theme } from '../../theme';

const Section = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(1200px 500px at 85% -10%, rgba(245, 163, 0, 0.22), transparent 60%),
    linear-gradient(160deg, #0b1f3a 0%, #10294d 55%, #0b1f3a 100%);
  color: #fff;
`;

const Inner = styled(Container)`
  display: grid;
  gap: 32px;
  padding-top: 40px;
  padding-bottom: 40px;
  align-items: center;
  ${theme.mq.lg} {
    grid-template-columns: 1.25fr 1fr;
    padding-top: 64px;
    padding-bottom: 64px;
  }
`;

const Title = styled.h1`
  font-size: clamp(30px, 5vw, 52px);
  font-weight: 800;
  letter-spacing: -0.025em;
  margin: 0 0 16px;
  /* 19ch of Inter at this weight, in em: a ch is the width of the used font's "0", narrower in the
     fallback that shows until the web font arrives, and the title would wrap and shift at the swap. */
  max-width: 13.15em;
`;

const Sub = styled.p`
  font-size: clamp(16px, 1.6vw, 19px);
  color: #c9d4e5;
  /* 56ch of Inter, in em (see Title). */
  max-width: 35.3em;
  margin-bottom: 28px;
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  ${theme.mq.mobile} {
    > * {
      flex: 1 1 100%;
    }
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 0;
  container-type: inline-size;
  div {
    background: rgba(255, 255, 255, 0.06);
    border: 1px solid rgba(255, 255, 255, 0.12);
    border-radius: ${theme.radii.md};
    padding: 16px 8px;
    text-align: center;
  }
  dt {
    font-size: 13px;
    color: #c9d4e5;
  }
  dd {
    margin: 0 0 4px;
    /*
     * No larger than a card holds « 10 years » (4.35 em in Inter's 800, 4.5 with a margin): a third
     * of the row less its gaps (8 px a card), paddings and borders (18 px). The English figure broke
     * in two lines at 390 px and from 1024 to 1280 px.
     */
    font-size: max(14px, min(clamp(24px, 3vw, 34px), calc((33.3cqi - 26px) / 4.5)));
    font-weight: 800;
    color: ${theme.colors.amber};
    font-variant-numeric: tabular-nums;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
  }
`;

const Illustration = styled.div`
  display: grid;
  gap: 16px;
  .visual {
    display: none;
    grid-template-columns: 1fr 1fr;
    gap: 16px;
    ${theme.mq.lg} {
      display: grid;
    }
  }
  .visual img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    border-radius: ${theme.radii.lg};
    box-shadow: 0 24px 48px rgba(0, 0, 0, 0.35);
  }
  .visual img:nth-child(2) {
    transform: translateY(-18px);
  }
`;

const Band = styled.div`
  background: #fff;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Reassure = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  ${theme.mq.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 16px 12px;
    color: ${theme.colors.navy};
  }
  svg {
    flex-shrink: 0;
    width: 36px;
    height: 36px;
    padding: 8px;
    border-radius: 50%;
    background: ${theme.colors.amberSoft};
    color: ${theme.colors.amberDark};
  }
  strong {
    display: block;
    font-size: 15px;
  }
  span {
    font-size: 13px;
    color: ${theme.colors.muted};
  }
  ${theme.mq.mobile} {
    gap: 4px 12px;
    li {
      flex-direction: column;
      align-items: flex-start;
      gap: 8px;
      padding: 16px 4px;
    }
    svg {
      width: 32px;
      height: 32px;
      padding: 7px;
    }
    strong {
      font-size: 14px;
    }
    span {
      line-height: 1.4;
      display: block;
    }
  }
`;

export function Hero() {
  const t = useT();
  return (
    <>
      <Section aria-labelledby="hero-title">
        <Inner>
          <div>
            <Eyebrow style={{ color: '#f5b935' }}>{t('home.eyebrow')}</Eyebrow>
            <Title id="hero-title">{t('home.title')}</Title>
            <Sub>{t('home.subtitle')}</Sub>
            <Ctas>
              <Button
                as="a"
                href="#produits"
                $size="lg"
                onClick={(e: React.MouseEvent) => {
                  e.preventDefault();
                  scrollToId('produits');
                  history.replaceState(history.state, '', '#produits');
                }}
              >
                {t('home.ctaProducts')}
              </Button>
              <LightLink to="/login?redirect=/espace-pro" $size="lg">
                {t('home.ctaPro')}
              </LightLink>
            </Ctas>
          </div>
          <Illustration>
            <div className="visual" aria-hidden="true">
              <img src="/images/products/pylontech-us5000.svg" alt="" width={260} height={260} loading="lazy" decoding="async" />
              <img src="/images/products/pylontech-force-h2.svg" alt="" width={260} height={260} loading="lazy" decoding="async" />
            </div>
            <Stats>
              <div>
                <dt>{t('home.stats.refsLabel')}</dt>
                <dd>{t('home.stats.refs')}</dd>
              </div>
              <div>
                <dt>{t('home.stats.warrantyLabel')}</dt>
                <dd>{t('home.stats.warranty')}</dd>
              </div>
              <div>
                <dt>{t('home.stats.deliveryLabel')}</dt>
                <dd>{t('home.stats.delivery')}</dd>
              </div>
            </Stats>
          </Illustration>
        </Inner>
      </Section>
      <Band>
        <Container>
          <Reassure>
            <li>
              <ShieldIcon />
              <div>
                <strong>{t('home.reassurance.guaranteeTitle')}</strong>
                <span>{t('home.reassurance.guaranteeText')}</span>
              </div>
            </li>
            <li>
              <TruckIcon />
              <div>
                <strong>{t('home.reassurance.deliveryTitle')}</strong>
                <span>{t('home.reassurance.deliveryText')}</span>
              </div>
            </li>
            <li>
              <HeadsetIcon />
              <div>
                <strong>{t('home.reassurance.supportTitle')}</strong>
                <span>{t('home.reassurance.supportText')}</span>
              </div>
            </li>
            <li>
              <FlagIcon />
              <div>
                <strong>{t('home.reassurance.frenchTitle')}</strong>
                <span>{t('home.reassurance.frenchText')}</span>
              </div>
            </li>
          </Reassure>
        </Container>
      </Band>
    </>
  );
}
