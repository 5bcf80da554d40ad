import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/**
 * Texts of a screen loaded on demand, kept beside it rather than in i18n/fr.ts (which ships
 * with the first screen and its 300 kB budget): the current language's set, and `%{name}`
 * filled in by the app's polyglot, so that a text may have plural forms chosen by the
 * language's rule (`'%{smart_count} demande |||| %{smart_count} demandes'`).
 */
export function useLocalText<T>(fr: T, en: T) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const m = locale === 'en' ? en : fr;
  const fill = useCallback(
    (text: string, values: Record<string, string | number> = {}) => translate(text, { ...values, _: text }),
    [translate],
  );
  return { m, fill, locale };
}

/** `text` with each `%{key}` replaced by its value (empty when missing). */
export function fillText(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
