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
};
