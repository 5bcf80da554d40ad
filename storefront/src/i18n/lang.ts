import fr from './fr';
import type { Lang, Messages } from './types';

const STORAGE_KEY = 'stockwatt.lang';
/** Read by the server too (backend/src/seo/page-head.ts, pageLang): it renders the first screen in this language. */
const COOKIE = 'stockwatt_lang';
const YEAR_S = 365 * 24 * 3600;

const isLang = (value: unknown): value is Lang => value === 'fr' || value === 'en';

/** The visitor's choice where the server sees it, for a year. */
function writeCookie(lang: Lang) {
  document.cookie = `${COOKIE}=${lang}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/**
 * The language the app starts in, in the order the server follows for the first screen, so the
 * app never switches it: `?lang=` (the English alternate the server announces with hreflang),
 * then the visitor's choice (cookie), then French. A choice kept only in localStorage (made
 * before the cookie existed) still counts, and is copied into the cookie for the next visit.
 */
export function initialLang(): Lang {
  if (typeof window === 'undefined') return 'fr';
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLang(asked)) return asked;
  const cookie = new RegExp(`(?:^|;\\s*)${COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (isLang(cookie)) return cookie;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLang(stored)) {
      writeCookie(stored);
      return stored;
    }
  } catch {
    /* storage unavailable */
  }
  return 'fr';
}

export function rememberLang(lang: Lang) {
  writeCookie(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* storage unavailable */
  }
}

const loaded: Partial<Record<Lang, Messages>> = { fr };

/** Messages already in memory (French always; English once loaded, or given by the server entry). */
export const messagesIfLoaded = (lang: Lang): Messages | undefined => loaded[lang];

/** English is a chunk of its own, loaded when first needed. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  return (loaded[lang] ??= (await import('./en')).default);
}

/** The server entry has every language at hand: it renders in the visitor's language at once. */
export function provideMessages(lang: Lang, messages: Messages) {
  loaded[lang] = messages;
}
