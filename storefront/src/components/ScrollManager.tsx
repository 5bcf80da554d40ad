import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { setPositionGivenBack } from '../lib/hooks';

/** How long a position given back on Back or Forward is held while the page settles. */
const RESTORE_HOLD_MS = 1000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Gives an entry's position back and holds it while the page settles: the catalogue's cards are
 * drawn at an estimated height until they come near the screen (content-visibility), and with
 * scroll anchoring the browser would keep whatever was on screen in place as those above take their
 * real height, 40 px a row from where the visitor left. Without anchoring, and scrolled again
 * should the page have been too short, the page ends where it was. Stops at the visitor's first move.
 */
function restore(y: number): () => void {
  const root = document.documentElement;
  root.style.overflowAnchor = 'none';
  window.scrollTo(0, y);
  const observer = new ResizeObserver(() => window.scrollY !== y && window.scrollTo(0, y));
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    root.style.removeProperty('overflow-anchor');
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, RESTORE_HOLD_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Where the page stands after a move inside the app: a new address opens at its top (one that
 * names an anchor is left to the page, which scrolls to it: useHashAnchor), a search or a filter
 * changed on the same page moves nothing, and Back and Forward return to where the visitor was
 * on that entry, its anchor included (an entry the app has no position for is a new page). Not
 * at the first render: the browser placed the server's page (at its top, its anchor, or where a
 * reload left it) and the visitor may have scrolled it before the app ran.
 *
 * Not react-router's <ScrollRestoration>: it scrolls to the address's anchor at every change of
 * the address, so each keystroke in the catalogue's search (`/?q=…#produits`) would move the page.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef<{ key: string; pathname: string; hash: string } | null>(null);

  // The browser's own restoring would scroll the page being left on Back, before the entry's page is there.
  useEffect(() => {
    history.scrollRestoration = 'manual';
    // A reload or a visit from another site: the browser restores the position, before the app runs.
    const leave = () => (history.scrollRestoration = 'auto');
    const save = () => current.current && positions.current.set(current.current.key, window.scrollY);
    window.addEventListener('pagehide', leave);
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('scroll', save);
      leave();
    };
  }, []);

  // At the commit, before the paint: the new page never shows at the old one's position.
  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key, pathname, hash };
    // Where the browser or the visitor put the server's page, before this listened to scrolling.
    if (!previous) positions.current.set(key, window.scrollY);
    if (!previous || previous.key === key) return;
    const saved = navigationType === 'POP' ? positions.current.get(key) : undefined;
    setPositionGivenBack(saved !== undefined);
    if (saved !== undefined) return restore(saved);
    if (!hash && (pathname !== previous.pathname || previous.hash)) window.scrollTo(0, 0);
  }, [key, pathname, hash, navigationType]);
  return null;
}
