import { useLocaleState } from 'react-admin';

/**
 * Texts of a screen loaded on demand, kept beside it rather than in i18n/fr.ts (which ships
 * with the first screen and its 300 kB budget): the current language's set, and `%{name}`
 * filled in.
 */
export function useLocalText<T>(fr: T, en: T) {
  const [locale] = useLocaleState();
  const m = locale === 'en' ? en : fr;
  return { m, fill: fillText, locale };
}

/** `text` with each `%{key}` replaced by its value (empty when missing). */
export function fillText(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
