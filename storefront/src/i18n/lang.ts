import { chooseShopLang, isShopLang, LANG_COOKIE } from '@stockwatt/shared';
import fr from './fr';
import type { Lang, Messages } from './types';

const YEAR_S = 365 * 24 * 3600;

/**
 * The language the app starts in: the server's own choice for this address and cookie (shared
 * chooseShopLang), so hydration meets the same text. A page the server rendered says it in its
 * `<html lang>`: read there, the app's start does not wait on the browser process for the cookie.
 */
export function initialLang(serverRendered = false): Lang {
  if (typeof window === 'undefined') return 'fr';
  const served = document.documentElement.lang;
  if (serverRendered && isShopLang(served)) return served;
  const cookie = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  return chooseShopLang(new URLSearchParams(window.location.search), cookie);
}

/**
 * A choice kept only in localStorage, from before the cookie existed: applied once the page has
 * hydrated in the server's language (then kept in the cookie, which the server reads next time).
 */
export function choiceBeforeTheCookie(): Lang | null {
  if (new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=`).test(document.cookie)) return null;
  try {
    const stored = localStorage.getItem('stockwatt.lang');
    return stored === 'fr' || stored === 'en' ? stored : null;
  } catch {
    return null; // storage unavailable
  }
}

/** The visitor's choice where the server sees it (it renders the first screen in it), for a year. */
export function rememberLang(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${YEAR_S}; samesite=lax`;
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
