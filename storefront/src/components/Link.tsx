import { useEffect, type AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of the shop: a plain `<a href>` that works before the app has run, and that
 * the app then follows without a page load (`useFollowLinks`, one listener for the document).
 * react-router's `Link` did the same with some 30 hooks per link, hydrated before the page
 * answered a tap (a phone at 4x CPU: the home page's 45 links and their router state).
 */
export function Link({ to, ...props }: LinkProps) {
  return <a href={to} data-app-link="" {...props} />;
}

/** A plain left click on one of our `Link`s, in this window, that nothing else took. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-app-link]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin)
    return null;
  return link;
}

/**
 * Follows our `Link`s in the app, as react-router's `Link` does: a click with a modifier (a new
 * tab or window), another target, or that a handler of the link already took stays the
 * browser's; a link to the page shown replaces it in the history instead of adding it again.
 */
export function useFollowLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = followedLink(event);
      if (!link) return;
      event.preventDefault();
      const to = link.pathname + link.search + link.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
}
