import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import fr from './fr';
import type { Lang, Messages } from './types';

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
const STORAGE_KEY = 'stockwatt.lang';

function lookup(dict: unknown, key: string): string | undefined {
  let cur: unknown = dict;
  for (const part of key.split('.')) {
    if (cur && typeof cur === 'object' && part in (cur as Record<string, unknown>)) {
      cur = (cur as Record<string, unknown>)[part];
    } else return undefined;
  }
  return typeof cur === 'string' ? cur : undefined;
}

function initialLang(): Lang {
  // `?lang=en` is the English alternate the server announces (hreflang): it wins over the stored choice.
  try {
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (asked === 'fr' || asked === 'en') return asked;
  } catch {
    /* no window (server render) */
  }
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'fr' || stored === 'en') return stored;
  } catch {
    /* storage unavailable */
  }
  return 'fr';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const [messages, setMessages] = useState<Messages>(fr);

  useEffect(() => {
    let cancelled = false;
    if (lang === 'fr') setMessages(fr);
    else
      void import('./en').then((m) => {
        if (!cancelled) setMessages(m.default);
      });
    document.documentElement.lang = lang;
    return () => {
      cancelled = true;
    };
  }, [lang]);

  const setLang = useCallback((l: Lang) => {
    setLangState(l);
    try {
      localStorage.setItem(STORAGE_KEY, l);
    } catch {
      /* ignore */
    }
  }, []);

  const value = useMemo<I18nValue>(() => {
    const t: TFn = (key, vars) => {
      let k = key;
      if (vars && typeof vars.count === 'number') {
        const c = vars.count;
        const suffix = c === 0 && lookup(messages, `${key}_zero`) ? '_zero' : c === 1 || (lang === 'fr' && c === 0) ? '_one' : '_other';
        if (lookup(messages, key + suffix) ?? lookup(fr, key + suffix)) k = key + suffix;
      }
      let s = lookup(messages, k) ?? lookup(fr, k) ?? key;
      if (vars) s = s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in vars ? String(vars[name]) : ''));
      return s;
    };
    const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
    const priceFmt = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      lang,
      setLang,
      t,
      locale,
      formatPrice: (n) => priceFmt.format(n),
      formatNumber: (n, digits = 0) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n),
      formatDate: (iso, style = 'long') =>
        new Intl.DateTimeFormat(locale, style === 'long' ? { day: 'numeric', month: 'long', year: 'numeric' } : { dateStyle: 'short' }).format(new Date(iso)),
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
