import polyglotI18nProvider from 'ra-i18n-polyglot';
import fr from './fr';

/** French by default and in the first bundle; English is loaded when chosen. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((m) => m.default) : fr),
  'fr',
  [
    { locale: 'fr', name: 'Français' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
