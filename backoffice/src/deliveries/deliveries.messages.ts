import { useLocalText } from '../common/useLocalText';

/** Texts of the delivery queues' screen, loaded with it (not in i18n/fr.ts: the first screen's budget). */
const fr = {
  title: 'Files d’envoi',
  intro:
    'Les demandes de devis transmises au service de formulaire et les mails, tant qu’ils attendent, sont en cours, attendent leur prochaine tentative ou ont échoué.',
  queue: 'File',
  queues: { quotes: 'Demandes de devis', mail: 'Mails' } as Record<string, string>,
  state: 'État',
  states: { waiting: 'En attente', active: 'En cours', delayed: 'Prochaine tentative', failed: 'Échec' } as Record<string, string>,
  created_at: 'Créé le',
  subject: 'Objet',
  recipient: 'Client / destinataire',
  attempts: 'Tentatives',
  next_attempt_at: 'Prochaine tentative',
  last_error: 'Dernière erreur',
  retry: 'Relancer',
  retry_label: 'Relancer l’envoi « %{subject} »',
  retried: 'Envoi relancé',
  retry_error: 'Impossible de relancer l’envoi',
  empty: 'Rien en attente ni en échec : tout est parti.',
  quote: 'Demande n° %{id}',
};

const en: typeof fr = {
  title: 'Delivery queues',
  intro: 'Quote requests sent to the form service and mails, while they wait, are being sent, wait for their next attempt, or failed.',
  queue: 'Queue',
  queues: { quotes: 'Quote requests', mail: 'Mails' },
  state: 'State',
  states: { waiting: 'Waiting', active: 'Sending', delayed: 'Next attempt', failed: 'Failed' },
  created_at: 'Created',
  subject: 'Subject',
  recipient: 'Customer / recipient',
  attempts: 'Attempts',
  next_attempt_at: 'Next attempt',
  last_error: 'Last error',
  retry: 'Retry',
  retry_label: 'Retry sending “%{subject}”',
  retried: 'Sent again',
  retry_error: 'Could not retry',
  empty: 'Nothing waiting or failed: everything went out.',
  quote: 'Request #%{id}',
};

export function useDeliveryText() {
  return useLocalText(fr, en);
}
