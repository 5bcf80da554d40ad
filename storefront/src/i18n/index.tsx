import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import fr from './fr';
import { sectionMessages } from './sections';
import { choiceBeforeTheCookie, loadMessages, messagesIfLoaded, rememberLang } from './lang';
import type { Lang, Messages } from './types';
import { LOCALES } from './locale';

type Vars = Record<string, string | number>;
export type TFn = (key: string, vars?: Vars) => string;

interface I18nValue {
  lang: Lang;
  setLang: (l: Lang) => void;
  t: TFn;
  locale: string;
  formatPrice: (n: number) => string;
  formatNumber: (n: number, digits?: number) => string;
  formatDate: (iso: string, style?: 'long' | 'short') => string;
}

const I18nContext = createContext<I18nValue | null>(null);

function lookup(dict: unknown, key: string): string | undefined {
  let cur: unknown = dict;
  for (const part of key.split('.')) {
    if (cur && typeof cur === 'object' && part in (cur as Record<string, unknown>)) {
      cur = (cur as Record<string, unknown>)[part];
    } else return undefined;
  }
  return typeof cur === 'string' ? cur : undefined;
}

/**
 * Intl's formatters are costly to make (a phone at 4x CPU: about a millisecond each, on the first
 * render, which waits for it to answer input): one per locale and options, made once and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** `lang`: the language the page starts in (the server entry's from the request, boot.tsx's from initialLang). */
export function I18nProvider({ children, lang: startLang }: { children: ReactNode; lang: Lang }) {
  const [lang, setLangState] = useState<Lang>(startLang);
  // Loaded before the first render when the app starts in English (boot.tsx): no French flash.
  const [messages, setMessages] = useState<Messages>(() => messagesIfLoaded(lang) ?? fr);

  useEffect(() => {
    let cancelled = false;
    void loadMessages(lang).then((m) => {
      if (!cancelled) setMessages(m);
    });
    // Only a change: taking over the server's page rewrites nothing of it (e2e hydration spec).
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    return () => {
      cancelled = true;
    };
  }, [lang]);

  const setLang = useCallback((l: Lang) => {
    setLangState(l);
    rememberLang(l);
  }, []);

  useEffect(() => {
    const earlier = choiceBeforeTheCookie();
    if (earlier && earlier !== lang) setLang(earlier);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first (hydrating) render
  }, []);

  const value = useMemo<I18nValue>(() => {
    const locale = LOCALES[lang];
    const countFmt = numberFormat(locale, { maximumFractionDigits: 0 });
    // A text found is kept for the next card that asks: a page of 12 cards asks for the same keys
    // some hundred times. One not found is looked for again: a lazy screen may have brought it since.
    const found = new Map<string, string>();
    // This language's texts, a lazy screen's own, then French's as the fallback.
    const find = (k: string) => {
      const known = found.get(k);
      if (known !== undefined) return known;
      const text = lookup(messages, k) ?? lookup(sectionMessages(lang), k) ?? lookup(fr, k) ?? lookup(sectionMessages('fr'), k);
      if (text !== undefined) found.set(k, text);
      return text;
    };
    const t: TFn = (key, vars) => {
      let k = key;
      if (vars && typeof vars.count === 'number') {
        const c = vars.count;
        const suffix = c === 0 && find(`${key}_zero`) ? '_zero' : c === 1 || (lang === 'fr' && c === 0) ? '_one' : '_other';
        if (find(key + suffix)) k = key + suffix;
      }
      let s = find(k) ?? key;
      // A count reads as the language writes numbers: "100 000 produits", "1,250 products".
      if (vars)
        s = s.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
          name === 'count' ? countFmt.format(Number(vars.count)) : name in vars ? String(vars[name]) : '',
        );
      return s;
    };
    const priceFmt = numberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      lang,
      setLang,
      t,
      locale,
      formatPrice: (n) => priceFmt.format(n),
      formatNumber: (n, digits = 0) => numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n),
      formatDate: (iso, style = 'long') =>
        new Intl.DateTimeFormat(
          locale,
          style === 'long' ? { day: 'numeric', month: 'long', year: 'numeric' } : { dateStyle: 'short' },
        ).format(new Date(iso)),
    };
  }, [lang, messages, setLang]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useLanguage must be used within a LanguageProvider');
  return ctx;
}

export function useT(): TFn {
  return useI18n().t;
}
