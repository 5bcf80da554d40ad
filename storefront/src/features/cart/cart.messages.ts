import { registerMessages } from '../../i18n/sections';

/**
 * Texts of the cart drawer and of the product page's buy box: loaded with them, not with the home page.
 */
const fr = {
  cart: {
    title: 'Votre panier',
    empty: 'Votre panier est vide.',
    emptyHint: 'Ajoutez des produits depuis leur fiche pour préparer votre demande de devis.',
    continue: 'Continuer mes achats',
    remove: 'Retirer {{name}} du panier',
    decrease: 'Diminuer la quantité de {{name}}',
    increase: 'Augmenter la quantité de {{name}}',
    quantity: 'Quantité de {{name}}',
    clear: 'Vider le panier',
    unit: '{{price}} l’unité',
    totalHT: 'Total HT',
    totalTTC: 'Total TTC',
    freeReached: 'Livraison gratuite offerte',
    freeRemaining: 'Plus que {{amount}} TTC pour la livraison gratuite',
    requestQuote: 'Demander un devis pour ce panier',
    added: 'Produit ajouté au panier',
    addedQty: '{{name}} — quantité: {{count}}',
  },
};

const en: typeof fr = {
  cart: {
    title: 'Your cart',
    empty: 'Your cart is empty.',
    emptyHint: 'Add products from their page to prepare your quote request.',
    continue: 'Continue shopping',
    remove: 'Remove {{name}} from the cart',
    decrease: 'Decrease quantity of {{name}}',
    increase: 'Increase quantity of {{name}}',
    quantity: 'Quantity of {{name}}',
    clear: 'Empty the cart',
    unit: '{{price}} each',
    totalHT: 'Total excl. VAT',
    totalTTC: 'Total incl. VAT',
    freeReached: 'Free delivery included',
    freeRemaining: '{{amount}} incl. VAT left for free delivery',
    requestQuote: 'Request a quote for this cart',
    added: 'Product added to cart',
    addedQty: '{{name}} — quantity: {{count}}',
  },
};

registerMessages(fr, en);
