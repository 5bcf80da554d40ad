import './product.messages';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { ArrowLeftIcon, BoltIcon, CheckIcon, ClockIcon, ShieldIcon } from '../../components/Icons';
import { Stars } from '../../components/Stars';
import { ButtonLink, Center, Container, useTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { PRODUCT_IMAGE_SIZES, responsive } from '../../lib/images';
import { BuyBox } from './BuyBox';
import { Back, Crumbs, Features, Info, Media, Top } from './ProductPage.styles';
import { ProductTabs } from './ProductTabs';
import { useProduct } from './useProduct';

function Feature({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>{children}</span>
    </li>
  );
}

export default function ProductPage() {
  const { t } = useI18n();
  const { product, state } = useProduct();

  useTitle(product ? product.name : t('titles.productNotFound'));

  if (state === 'notfound' || !product)
    return (
      <Center>
        <h1 style={{ color: '#0b1f3a' }}>{t('product.notFound')}</h1>
        <p>{t('product.notFoundText')}</p>
        <ButtonLink to="/" $variant="dark">
          {t('product.backHome')}
        </ButtonLink>
      </Center>
    );

  const img = product.image_url ?? '/favicon.svg';
  return (
    <Container>
      <Crumbs aria-label={t('product.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('product.home')}</Link>
          </li>
          <li>
            <span className="sep" aria-hidden="true">
              /
            </span>
            <Link to="/#produits">{t('product.products')}</Link>
          </li>
          <li aria-current="page">
            <span className="sep" aria-hidden="true">
              /
            </span>
            {product.name}
          </li>
        </ol>
      </Crumbs>
      <Back to="/">
        <ArrowLeftIcon width={18} height={18} />
        {` ${t('product.back')}`}
      </Back>
      <Top>
        <Media>
          <img
            src={img}
            {...responsive(product.image_srcset, PRODUCT_IMAGE_SIZES)}
            alt={product.name}
            width={800}
            height={600}
            fetchPriority="high"
          />
          {product.discount_percent ? <span className="badge">{`-${product.discount_percent}%`}</span> : null}
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
            <Feature icon={<CheckIcon />}>
              {product.internet_monitoring === false ? t('product.noMonitoring') : t('product.monitoring')}
            </Feature>
            <Feature icon={<ShieldIcon />}>{t('product.lifespan', { value: product.lifespan_years ?? '—' })}</Feature>
            <Feature icon={<BoltIcon />}>{t('product.capacity', { value: product.storage_capacity ?? '—' })}</Feature>
            <Feature icon={<BoltIcon />}>{t('product.power', { value: product.max_output_power ?? '—' })}</Feature>
          </Features>
          <BuyBox product={product} />
        </Info>
      </Top>
      <ProductTabs key={product.id} product={product} />
    </Container>
  );
}
