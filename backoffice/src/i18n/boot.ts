/** The few words shown before the back office itself has loaded. */
export const bootMessages = {
  fr: { loading: 'Chargement de la session...' },
  en: { loading: 'Loading session...' },
};
export const bootText = (key: keyof typeof bootMessages.fr) => {
  const lang = (typeof localStorage !== 'undefined' && localStorage.getItem('RaStore.locale')?.replace(/"/g, '')) === 'en' ? 'en' : 'fr';
  return bootMessages[lang][key];
};
