/** Every user-facing French text of the deliveries screen's API, in one place. */
export const DELIVERY_MESSAGES = {
  notFound: 'Envoi introuvable (déjà terminé ou supprimé)',
  notRetryable: 'Seul un envoi en échec peut être relancé',
  redisDown: 'Les files d’envoi ne répondent pas (Redis)',
} as const;
