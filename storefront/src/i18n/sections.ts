import type { Lang } from './types';

const sections: Record<Lang, Record<string, unknown>> = { fr: {}, en: {} };

/**
 * A lazy screen's own texts (its module calls this when it loads), looked up after the shop's
 * common texts: the first page's JavaScript does not carry them.
 */
export function registerMessages<T extends Record<string, unknown>>(fr: T, en: T): void {
  Object.assign(sections.fr, fr);
  Object.assign(sections.en, en);
}

export function sectionMessages(lang: Lang): Record<string, unknown> {
  return sections[lang];
}
