import { useState } from 'react';
import styled from 'styled-components';
import type { ProductDetail } from '@stockwatt/shared';
import { useI18n } from '../../i18n';
import { Documentation } from './Documentation';
import { ProductVideo } from './ProductVideo';
import { Reviews } from './Reviews';
import { Specifications } from './Specifications';
import { theme } from '../../theme';

type Tab = 'description' | 'details' | 'video' | 'documentation' | 'reviews';
const TABS: Tab[] = ['description', 'details', 'video', 'documentation', 'reviews'];

const TabList = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${theme.colors.border};
  margin-top: 40px;
  scrollbar-width: thin;
  button {
    border: 0;
    background: none;
    padding: 12px 16px;
    font-weight: 600;
    font-size: 15px;
    color: ${theme.colors.muted};
    border-bottom: 3px solid transparent;
    white-space: nowrap;
    margin-bottom: -1px;
  }
  button[aria-selected='true'] {
    color: ${theme.colors.navy};
    border-bottom-color: ${theme.colors.amber};
  }
  button:hover {
    color: ${theme.colors.navy};
  }
`;

const Panel = styled.div`
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-top: 0;
  border-radius: 0 0 ${theme.radii.md} ${theme.radii.md};
  padding: 24px;
  ${theme.mq.mobile} {
    padding: 18px 14px;
  }
  /* Under the product's first screen: laid out and painted when scrolled near, not for the first paint. */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 480px;
  h2 {
    font-size: 20px;
  }
  .rich {
    max-width: 80ch;
  }
  .rich h1,
  .rich h2,
  .rich h3 {
    margin-top: 1em;
  }
`;

/**
 * The product's tabs (WAI-ARIA tabs: arrow keys move between them, only the selected one is
 * in the tab order). Keyed by product in the page, so another product opens on its description.
 */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('description');

  const moveFrom = (k: Tab, key: string) => {
    if (key !== 'ArrowRight' && key !== 'ArrowLeft') return;
    const i = TABS.indexOf(k);
    const next = TABS[(i + (key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <>
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
            onKeyDown={(e) => moveFrom(k, e.key)}
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
        {tab === 'details' && <Specifications product={product} />}
        {tab === 'video' && <ProductVideo key={product.id} product={product} />}
        {tab === 'documentation' && <Documentation product={product} />}
        {tab === 'reviews' && <Reviews product={product} />}
      </Panel>
    </>
  );
}
