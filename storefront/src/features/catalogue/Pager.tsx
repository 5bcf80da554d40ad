import styled from 'styled-components';
import { ChevronIcon } from '../../components/Icons';
import { useI18n } from '../../i18n';
import { useIsMobile } from '../../lib/hooks';
import { pageWindow } from './pageWindow';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: 28px 0 8px;
  ul {
    list-style: none;
    display: flex;
    gap: 6px;
    padding: 0;
    margin: 0;
    flex-wrap: wrap;
    justify-content: center;
  }
  button {
    min-width: 44px;
    height: 44px;
    padding: 0 10px;
    border-radius: ${(p) => p.theme.radii.sm};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: #fff;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  button:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.navy};
  }
  button[aria-current='page'] {
    background: ${(p) => p.theme.colors.navy};
    color: #fff;
    border-color: ${(p) => p.theme.colors.navy};
  }
  li.gap {
    align-self: center;
    min-width: 20px;
    text-align: center;
    color: ${(p) => p.theme.colors.muted};
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const mobile = useIsMobile();
  return (
    <Nav aria-label={t('catalogue.pagination')}>
      <ul>
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('catalogue.prev')}>
            <ChevronIcon dir="left" />
          </button>
        </li>
        {pageWindow(Math.min(page, pages), pages, mobile).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('catalogue.page', { n })}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('catalogue.next')}>
            <ChevronIcon />
          </button>
        </li>
      </ul>
    </Nav>
  );
}
