import { useLocaleState } from 'react-admin';

/**
 * Texts of a screen loaded on demand, kept beside it rather than in i18n/fr.ts (which ships
 * with the first screen and its 300 kB budget): the current language's set, and `%{name}`
 * filled in.
 */
export function useLocalText<T>(fr: T, en: T) {
  const [locale] = useLocaleState();
  const m = locale === 'en' ? en : fr;
  const fill = (text: string, values: Record<string, string | number> = {}) =>
    text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  return { m, fill, locale };
}
