/**
 * Head texts of the storefront pages as the server sends them (title, description, Open Graph),
 * French first and English for `?lang=en`. The titles are the ones the storefront sets once it
 * runs (storefront/src/i18n, `titles`), so the tab does not change when the app takes over.
 */
export const SEO_LANGS = ['fr', 'en'] as const;
export type SeoLang = (typeof SEO_LANGS)[number];

export const SEO_MESSAGES = {
  fr: {
    siteName: 'Stockwatt',
    suffix: 'Stockwatt',
    locale: 'fr_FR',
    home: {
      title: 'Stockwatt — Batteries et stockage photovoltaïque pour professionnels',
      description:
        'Stockwatt, grossiste français de batteries lithium et de stockage photovoltaïque pour les installateurs professionnels : batteries, BMS, onduleurs, panneaux, supports et câbles, sur devis.',
    },
    quote: { title: 'Demande de devis', description: 'Demandez un devis Stockwatt pour vos chantiers photovoltaïques : batteries, onduleurs, panneaux et accessoires.' },
    login: { title: 'Connexion à l’espace professionnel', description: 'Connectez-vous à votre espace professionnel Stockwatt : tarifs, suivi de vos devis et support dédié.' },
    terms: { title: 'Conditions Générales', description: 'Conditions générales de vente de Stockwatt.' },
    privacy: { title: 'Politique de Confidentialité', description: 'Politique de confidentialité de Stockwatt : données collectées, finalités et droits.' },
    mentions: { title: 'Mentions Légales', description: 'Mentions légales du site Stockwatt.' },
    favourites: { title: 'Mes favoris', description: 'Vos produits Stockwatt favoris.' },
    pro: { title: 'Espace professionnel', description: 'Votre espace professionnel Stockwatt.' },
    reset: { title: 'Nouveau mot de passe', description: 'Choisissez un nouveau mot de passe Stockwatt.' },
    confirm: { title: 'Confirmation de l’email', description: 'Confirmation de votre adresse email Stockwatt.' },
    notFound: { title: 'Page introuvable', description: 'Cette page n’existe pas sur Stockwatt.' },
    productNotFound: { title: 'Produit non trouvé', description: 'Ce produit n’existe pas ou n’est plus au catalogue Stockwatt.' },
    product: {
      description: (p: { name: string; brand: string; reference: string; type: string }) =>
        `${p.name} ${p.brand} (réf. ${p.reference}) : ${p.type.toLowerCase()} pour installateurs photovoltaïques, fiche technique et devis sur Stockwatt.`,
      priceOnRequest: 'Prix sur devis',
    },
    breadcrumb: { home: 'Accueil', products: 'Produits' },
  },
  en: {
    siteName: 'Stockwatt',
    suffix: 'Stockwatt',
    locale: 'en_GB',
    home: {
      title: 'Stockwatt — Batteries and solar energy storage for professionals',
      description:
        'Stockwatt, French wholesaler of lithium batteries and solar energy storage for professional installers: batteries, BMS, inverters, panels, mounts and cables, on quotation.',
    },
    quote: { title: 'Request a quote', description: 'Request a Stockwatt quote for your solar projects: batteries, inverters, panels and accessories.' },
    login: { title: 'Sign in to the professional area', description: 'Sign in to your Stockwatt professional area: prices, quote tracking and dedicated support.' },
    terms: { title: 'Terms and Conditions', description: 'Stockwatt terms and conditions of sale.' },
    privacy: { title: 'Privacy Policy', description: 'Stockwatt privacy policy: data collected, purposes and rights.' },
    mentions: { title: 'Legal Notice', description: 'Legal notice of the Stockwatt website.' },
    favourites: { title: 'My favourites', description: 'Your favourite Stockwatt products.' },
    pro: { title: 'Professional area', description: 'Your Stockwatt professional area.' },
    reset: { title: 'New password', description: 'Choose a new Stockwatt password.' },
    confirm: { title: 'Email confirmation', description: 'Confirmation of your Stockwatt email address.' },
    notFound: { title: 'Page not found', description: 'This page does not exist on Stockwatt.' },
    productNotFound: { title: 'Product not found', description: 'This product does not exist or is no longer in the Stockwatt catalogue.' },
    product: {
      description: (p: { name: string; brand: string; reference: string; type: string }) =>
        `${p.name} by ${p.brand} (ref. ${p.reference}): ${p.type} for solar installers, datasheet and quotation on Stockwatt.`,
      priceOnRequest: 'Price on request',
    },
    breadcrumb: { home: 'Home', products: 'Products' },
  },
} as const;

export type SeoMessages = (typeof SEO_MESSAGES)[SeoLang];
export type StaticPageKey = 'home' | 'quote' | 'login' | 'terms' | 'privacy' | 'mentions' | 'favourites' | 'pro' | 'reset' | 'confirm';
