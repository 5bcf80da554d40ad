/** Every user-facing French text of orders, in one place. */
export const ORDER_MESSAGES = {
  notFound: 'Commande non trouvée',
  moveRefused: (status: string) => `Cette action n’est pas possible pour une commande « ${status} »`,
  carrierRequired: 'Indiquez le transporteur',
  trackingRequired: 'Indiquez le numéro de suivi',
} as const;
