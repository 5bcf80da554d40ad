import type { ReviewStatus } from '@stockwatt/shared';
import { useLocalText } from '../common/useLocalText';

/**
 * Texts of the reviews' moderation, loaded with the list (not in i18n/fr.ts, which ships with
 * the first screen and its 300 kB budget).
 */
const fr = {
  title: 'Avis clients',
  empty: 'Aucun avis',
  delete_title: "Supprimer l'avis",
  delete_confirm: "Êtes-vous sûr de vouloir supprimer l'avis de « %{name} » ? Cette action est irréversible.",
  deleted: 'Avis supprimé avec succès',
  delete_error: "Impossible de supprimer l'avis",
  load_error: 'Impossible de charger les avis',
  stars: '%{rating} sur 5',
  status: { pending: 'En attente', accepted: 'Accepté', rejected: 'Refusé' } as Record<ReviewStatus, string>,
  accept: 'Accepter',
  reject: 'Refuser',
  accept_label: 'Accepter l’avis de %{name}',
  reject_label: 'Refuser l’avis de %{name}',
  accepted: 'Avis accepté : il est publié sur la fiche produit',
  rejected: 'Avis refusé : il n’est pas publié',
  accepted_one: '1 avis accepté',
  accepted_many: '%{count} avis acceptés',
  rejected_one: '1 avis refusé',
  rejected_many: '%{count} avis refusés',
  moderate_error: 'Impossible de modérer l’avis',
};

const en: typeof fr = {
  title: 'Customer reviews',
  empty: 'No review',
  delete_title: 'Delete review',
  delete_confirm: 'Are you sure you want to delete the review by “%{name}”? This cannot be undone.',
  deleted: 'Review deleted',
  delete_error: 'Could not delete the review',
  load_error: 'Could not load the reviews',
  stars: '%{rating} out of 5',
  status: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' },
  accept: 'Accept',
  reject: 'Reject',
  accept_label: 'Accept the review by %{name}',
  reject_label: 'Reject the review by %{name}',
  accepted: 'Review accepted: it is published on the product page',
  rejected: 'Review rejected: it is not published',
  accepted_one: '1 review accepted',
  accepted_many: '%{count} reviews accepted',
  rejected_one: '1 review rejected',
  rejected_many: '%{count} reviews rejected',
  moderate_error: 'Could not moderate the review',
};

export function useReviewText() {
  return useLocalText(fr, en);
}
