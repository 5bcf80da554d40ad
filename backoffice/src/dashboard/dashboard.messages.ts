import type { QuoteStatus, ReviewStatus } from '@stockwatt/shared';
import { useLocalText } from '../common/useLocalText';

/** Texts of the dashboard, loaded with it (not in the first screen's i18n files). */
const fr = {
  title: 'Tableau de bord',
  load_error: 'Impossible de charger le tableau de bord',
  retry: 'Réessayer',
  updated_at: 'Chiffres du %{date}',
  quotes: {
    title: 'Demandes de devis, 30 derniers jours',
    caption: '%{total} demandes sur 30 jours, dont %{today} aujourd’hui et %{failed} en échec.',
    table: 'Tableau des données du graphique',
    day: 'Jour',
    total: 'Total',
    chart_label: 'Graphique en barres empilées des demandes de devis par jour et par statut',
  },
  status: { reçu: 'Reçu', transmis: 'Transmis', échec: 'Échec', stocké: 'Stocké', traité: 'Traité' },
  deliveries: {
    title: 'Envois à traiter',
    failed: 'En échec',
    waiting: 'En attente depuis plus de %{delay}',
    queue: 'File d’envoi',
    queue_up: 'File en bonne santé',
    queue_down: 'File à surveiller',
    jobs: { waiting: 'en attente', active: 'en cours', delayed: 'différés', failed: 'en échec', completed: 'terminés' },
    stuck: 'bloquées',
    none: 'Rien à traiter',
    resend: 'Renvoyer',
    resend_label: 'Renvoyer la demande n° %{id} (%{name})',
    resend_unavailable: 'Aucun service de formulaires configuré : renvoi impossible',
    resent: 'Demande renvoyée',
    resend_error: 'La demande n’a pas pu être renvoyée',
    open: 'Voir les demandes',
    attempts: '%{count} tentative(s)',
  },
  catalogue: {
    title: 'Catalogue en un coup d’œil',
    published: 'Publiés',
    draft: 'Brouillons',
    out_of_stock: 'En rupture',
    low_stock: 'Stock ≤ %{units}',
    without_image: 'Sans image',
    without_datasheet: 'Sans fiche technique',
    lowest: 'Stocks les plus bas',
    units: '%{count} u.',
    none: 'Aucun produit en stock bas',
  },
  reviews: {
    title: 'Derniers avis',
    rating: 'Note : %{rating} sur 5',
    none: 'Aucun avis pour le moment',
    all: 'Tous les avis',
    pending: 'En attente de modération',
    moderate: 'Modérer les avis en attente',
    status: { pending: 'En attente', accepted: 'Accepté', rejected: 'Refusé' },
  },
};

type Messages = typeof fr & { status: Record<QuoteStatus, string>; reviews: { status: Record<ReviewStatus, string> } };

const en: Messages = {
  title: 'Dashboard',
  load_error: 'The dashboard could not be loaded',
  retry: 'Retry',
  updated_at: 'Figures of %{date}',
  quotes: {
    title: 'Quote requests, last 30 days',
    caption: '%{total} requests over 30 days, %{today} today and %{failed} failed.',
    table: 'Chart data as a table',
    day: 'Day',
    total: 'Total',
    chart_label: 'Stacked bar chart of quote requests per day and status',
  },
  status: { reçu: 'Received', transmis: 'Forwarded', échec: 'Failed', stocké: 'Stored', traité: 'Handled' },
  deliveries: {
    title: 'Deliveries needing action',
    failed: 'Failed',
    waiting: 'Waiting longer than %{delay}',
    queue: 'Delivery queue',
    queue_up: 'Queue healthy',
    queue_down: 'Queue needs a look',
    jobs: { waiting: 'waiting', active: 'active', delayed: 'delayed', failed: 'failed', completed: 'completed' },
    stuck: 'stuck',
    none: 'Nothing to do',
    resend: 'Resend',
    resend_label: 'Resend request no. %{id} (%{name})',
    resend_unavailable: 'No form service configured: resend unavailable',
    resent: 'Request sent again',
    resend_error: 'The request could not be resent',
    open: 'Open the requests',
    attempts: '%{count} attempt(s)',
  },
  catalogue: {
    title: 'Catalogue at a glance',
    published: 'Published',
    draft: 'Drafts',
    out_of_stock: 'Out of stock',
    low_stock: 'Stock ≤ %{units}',
    without_image: 'No image',
    without_datasheet: 'No datasheet',
    lowest: 'Lowest stock',
    units: '%{count} units',
    none: 'No product running low',
  },
  reviews: {
    title: 'Latest reviews',
    rating: 'Rated %{rating} out of 5',
    none: 'No review yet',
    all: 'All reviews',
    pending: 'Waiting for moderation',
    moderate: 'Moderate the pending reviews',
    status: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' },
  },
};

export function useDashboardText() {
  return useLocalText<Messages>(fr, en);
}
