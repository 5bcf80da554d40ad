import { PAGE_TITLES_EN, PAGE_TITLES_FR } from '@stockwatt/shared';

/**
 * Head texts of the storefront pages as the server sends them (title, description, Open Graph),
 * French first and English for `?lang=en`. The titles come from @stockwatt/shared, which the
 * storefront's translations (`titles`) read too, so the tab does not change when the app takes over.
 */
export const SEO_LANGS = ['fr', 'en'] as const;
export type SeoLang = (typeof SEO_LANGS)[number];

export const SEO_MESSAGES = {
  fr: {
    siteName: 'Stockwatt',
    suffix: PAGE_TITLES_FR.suffix,
    searchTitle: PAGE_TITLES_FR.search,
    locale: 'fr_FR',
    home: {
      title: PAGE_TITLES_FR.home,
      description:
        'Stockwatt, grossiste français de batteries lithium et de stockage photovoltaïque pour les installateurs professionnels : batteries, BMS, onduleurs, panneaux, supports et câbles, sur devis.',
    },
    quote: {
      title: PAGE_TITLES_FR.quote,
      description: 'Demandez un devis Stockwatt pour vos chantiers photovoltaïques : batteries, onduleurs, panneaux et accessoires.',
    },
    login: {
      title: PAGE_TITLES_FR.login,
      description: 'Connectez-vous à votre espace professionnel Stockwatt : tarifs, suivi de vos devis et support dédié.',
    },
    terms: { title: PAGE_TITLES_FR.terms, description: 'Conditions générales de vente de Stockwatt.' },
    privacy: {
      title: PAGE_TITLES_FR.privacy,
      description: 'Politique de confidentialité de Stockwatt : données collectées, finalités et droits.',
    },
    mentions: { title: PAGE_TITLES_FR.mentions, description: 'Mentions légales du site Stockwatt.' },
    favourites: { title: PAGE_TITLES_FR.favourites, description: 'Vos produits Stockwatt favoris.' },
    pro: { title: PAGE_TITLES_FR.pro, description: 'Votre espace professionnel Stockwatt.' },
    reset: { title: PAGE_TITLES_FR.reset, description: 'Choisissez un nouveau mot de passe Stockwatt.' },
    confirm: { title: PAGE_TITLES_FR.confirm, description: 'Confirmation de votre adresse email Stockwatt.' },
    offer: { title: PAGE_TITLES_FR.offer, description: 'Votre devis Stockwatt : l’offre, ses versions et vos messages.' },
    notFound: { title: PAGE_TITLES_FR.notFound, description: 'Cette page n’existe pas sur Stockwatt.' },
    productNotFound: {
      title: PAGE_TITLES_FR.productNotFound,
      description: 'Ce produit n’existe pas ou n’est plus au catalogue Stockwatt.',
    },
    product: {
      description: (p: { name: string; brand: string; reference: string; type: string }) =>
        `${p.name} ${p.brand} (réf. ${p.reference}) : ${p.type.toLowerCase()} pour installateurs photovoltaïques, fiche technique et devis sur Stockwatt.`,
      priceOnRequest: 'Prix sur devis',
    },
    breadcrumb: { home: 'Accueil', products: 'Produits' },
  },
  en: {
    siteName: 'Stockwatt',
    suffix: PAGE_TITLES_EN.suffix,
    searchTitle: PAGE_TITLES_EN.search,
    locale: 'en_GB',
    home: {
      title: PAGE_TITLES_EN.home,
      description:
        'Stockwatt, French wholesaler of lithium batteries and solar energy storage for professional installers: batteries, BMS, inverters, panels, mounts and cables, on quotation.',
    },
    quote: {
      title: PAGE_TITLES_EN.quote,
      description: 'Request a Stockwatt quote for your solar projects: batteries, inverters, panels and accessories.',
    },
    login: {
      title: PAGE_TITLES_EN.login,
      description: 'Sign in to your Stockwatt professional area: prices, quote tracking and dedicated support.',
    },
    terms: { title: PAGE_TITLES_EN.terms, description: 'Stockwatt terms and conditions of sale.' },
    privacy: { title: PAGE_TITLES_EN.privacy, description: 'Stockwatt privacy policy: data collected, purposes and rights.' },
    mentions: { title: PAGE_TITLES_EN.mentions, description: 'Legal notice of the Stockwatt website.' },
    favourites: { title: PAGE_TITLES_EN.favourites, description: 'Your favourite Stockwatt products.' },
    pro: { title: PAGE_TITLES_EN.pro, description: 'Your Stockwatt professional area.' },
    reset: { title: PAGE_TITLES_EN.reset, description: 'Choose a new Stockwatt password.' },
    confirm: { title: PAGE_TITLES_EN.confirm, description: 'Confirmation of your Stockwatt email address.' },
    offer: { title: PAGE_TITLES_EN.offer, description: 'Your Stockwatt quote: the offer, its versions and your messages.' },
    notFound: { title: PAGE_TITLES_EN.notFound, description: 'This page does not exist on Stockwatt.' },
    productNotFound: {
      title: PAGE_TITLES_EN.productNotFound,
      description: 'This product does not exist or is no longer in the Stockwatt catalogue.',
    },
    product: {
      description: (p: { name: string; brand: string; reference: string; type: string }) =>
        `${p.name} by ${p.brand} (ref. ${p.reference}): ${p.type} for solar installers, datasheet and quotation on Stockwatt.`,
      priceOnRequest: 'Price on request',
    },
    breadcrumb: { home: 'Home', products: 'Products' },
  },
} as const;

export type SeoMessages = (typeof SEO_MESSAGES)[SeoLang];
export type StaticPageKey =
  'home' | 'quote' | 'login' | 'terms' | 'privacy' | 'mentions' | 'favourites' | 'pro' | 'reset' | 'confirm' | 'offer';
