/**
 * The storefront pages' titles, one source for the tab the app sets and the <title> the API sends
 * with the page (so the tab does not change when the app takes over). Two exports, so that the
 * French first screen does not carry the English titles.
 */
export const PAGE_TITLES_FR = {
  suffix: 'Stockwatt',
  home: 'Stockwatt — Batteries et stockage photovoltaïque pour professionnels',
  quote: 'Demande de devis',
  login: 'Connexion à l’espace professionnel',
  pro: 'Espace professionnel',
  terms: 'Conditions Générales',
  privacy: 'Politique de Confidentialité',
  mentions: 'Mentions Légales',
  notFound: 'Page introuvable',
  favourites: 'Mes favoris',
  reset: 'Nouveau mot de passe',
  confirm: 'Confirmation de l’email',
  productNotFound: 'Produit non trouvé',
  offer: 'Votre devis',
  search: 'Recherche « {{q}} »',
};

export const PAGE_TITLES_EN: typeof PAGE_TITLES_FR = {
  suffix: 'Stockwatt',
  home: 'Stockwatt — Batteries and solar energy storage for professionals',
  quote: 'Request a quote',
  login: 'Sign in to the professional area',
  pro: 'Professional area',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  mentions: 'Legal Notice',
  notFound: 'Page not found',
  favourites: 'My favourites',
  reset: 'New password',
  confirm: 'Email confirmation',
  productNotFound: 'Product not found',
  offer: 'Your quote',
  search: 'Search “{{q}}”',
};

/** Of a search's text, what its page's title shows: control characters as spaces, one space between words, at most this many characters. */
const SEARCH_TITLE_CHARS = 60;

/**
 * The words a catalogue search's title (`search`, `{{q}}`) shows of the text searched, the same
 * on the server and in the app; empty when it has none.
 */
export function searchTitleWords(q: string | null | undefined): string {
  const words = (q ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return words.length > SEARCH_TITLE_CHARS ? `${words.slice(0, SEARCH_TITLE_CHARS - 1).trimEnd()}…` : words;
}
