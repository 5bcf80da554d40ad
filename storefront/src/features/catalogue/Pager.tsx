import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronIcon } from '../../components/Icons';
import { useI18n } from '../../i18n';
import { pageWindow } from './pageWindow';
import { theme } from '../../theme';

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
  a,
  button {
    min-width: 44px;
    height: 44px;
    padding: 0 10px;
    border-radius: ${theme.radii.sm};
    border: 1px solid ${theme.colors.border};
    background: #fff;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.colors.navy};
  }
  a[aria-current='page'] {
    background: ${theme.colors.navy};
    color: #fff;
    border-color: ${theme.colors.navy};
  }
  ${theme.mq.mobile} {
    li.wide {
      display: none;
    }
  }
  li.gap {
    align-self: center;
    min-width: 20px;
    text-align: center;
    color: ${theme.colors.muted};
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

/**
 * Pages as links to their address, so they work before the app has run (the server renders the
 * page asked for); once it runs, `onPage` moves without reloading. A step that leads nowhere is a
 * disabled button. The wide screen's pages are all in the markup and a phone's stylesheet hides
 * those it does not offer (they hold the phone's, pageWindow): the server cannot know the screen,
 * and a pager chosen by script would differ from its markup, which hydration then rewrites.
 */
export function Pager({
  page,
  pages,
  onPage,
  hrefOf,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  hrefOf: (page: number) => string;
}) {
  const { t } = useI18n();
  const link = (n: number, label: string, content: ReactNode, current = false) => (
    <a
      href={hrefOf(n)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // a new tab keeps the browser's way
        e.preventDefault();
        onPage(n);
      }}
    >
      {content}
    </a>
  );
  const step = (to: number, label: string, content: ReactNode) =>
    to >= 1 && to <= pages ? (
      link(to, label, content)
    ) : (
      <button type="button" disabled aria-label={label}>
        {content}
      </button>
    );
  const shown = Math.min(page, pages);
  const onPhones = new Set(pageWindow(shown, pages, true));
  return (
    <Nav aria-label={t('catalogue.pagination')}>
      <ul>
        <li>{step(page - 1, t('catalogue.prev'), <ChevronIcon dir="left" />)}</li>
        {pageWindow(shown, pages, false).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="gap wide" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n} className={onPhones.has(n) ? undefined : 'wide'}>
              {link(n, t('catalogue.page', { n }), String(n), n === page)}
            </li>
          ),
        )}
        <li>{step(page + 1, t('catalogue.next'), <ChevronIcon />)}</li>
      </ul>
    </Nav>
  );
}
