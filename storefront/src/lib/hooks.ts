import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/** False on the server and while hydrating (as the server rendered), the screen's own answer right after. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', onChange);
      return () => m.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/** Scroll so that the element sits 80 px below the top (sticky header). */
export function scrollToId(id: string, smooth = true) {
  const el = document.getElementById(id);
  if (!el) return;
  const top = el.getBoundingClientRect().top + window.scrollY - 80;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: smooth && !reduce ? 'smooth' : 'auto' });
}

/** Whether Back or Forward gave the page shown its position back (ScrollManager): its anchor is not scrolled to again. */
let positionGivenBack = false;
export function setPositionGivenBack(given: boolean) {
  positionGivenBack = given;
}

/** How long an anchor named by the address is held in place while the page above it fills in. */
const ANCHOR_HOLD_MS = 10_000;

/**
 * Scrolls to the element the address names (`/#produits`, `/espace-pro#commandes`) once it is
 * `ready`, then holds it there while content around it comes in: lists that load after it pushed
 * it off a phone's screen, and Chromium's scroll anchoring did not keep it. The hold ends as soon as the
 * visitor scrolls (the page is no longer where it was put) or after ANCHOR_HOLD_MS.
 */
export function useHashAnchor(id: string, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${id}` || positionGivenBack) return;
    scrollToId(id, false);
    let placed = window.scrollY;
    const observer = new ResizeObserver(() => {
      if (window.scrollY !== placed) return observer.disconnect();
      scrollToId(id, false);
      placed = window.scrollY;
    });
    observer.observe(document.body);
    const timer = window.setTimeout(() => observer.disconnect(), ANCHOR_HOLD_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [ready, hash, id]);
}
