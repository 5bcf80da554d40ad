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

/** The words of a search's text that its title shows; empty when it has none. */
function searchTitleWords(q: string | null | undefined): string {
  const words = (q ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return words.length > SEARCH_TITLE_CHARS ? `${words.slice(0, SEARCH_TITLE_CHARS - 1).trimEnd()}…` : words;
}

/**
 * The title of a catalogue search's page (`/?q=`): `template` (a `search` above, its `{{q}}` the
 * words) with the words of `q`; null when it has none. The server's page head and the app's tab
 * both read it, so the tab does not change when the app takes over.
 */
export function searchTitle(template: string, q: string | null | undefined): string | null {
  const words = searchTitleWords(q);
  // A function, so that `$&` or `$1` typed in a search are text, not replacement patterns.
  return words ? template.replace('{{q}}', () => words) : null;
}
