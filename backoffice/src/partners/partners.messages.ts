import { useLocalText } from '../common/useLocalText';

/**
 * Texts of the Partenaires screens. They live beside the screens (loaded with them) rather than
 * in i18n/fr.ts, which ships with the first screen and its 300 kB budget.
 */
const fr = {
  title: 'Partenaires (API)',
  intro: 'Clés d’accès à l’API partenaires /api/partner/v1 : catalogue en lecture, stock en option.',
  add: 'Nouvelle clé partenaire',
  create_title: 'Nouvelle clé partenaire',
  edit_title: 'Modifier la clé partenaire',
  empty: 'Aucune clé partenaire pour le moment',
  search: 'Nom, contact ou début de clé',
  search_name: 'Rechercher une clé partenaire',
  create: 'Créer la clé',
  update: 'Mettre à jour',
  updated: 'Clé partenaire mise à jour',
  create_error: 'La clé n’a pas pu être créée',
  update_error: 'La clé n’a pas pu être mise à jour',
  load_error: 'Impossible de charger les clés partenaires',
  fields: {
    name: 'Nom du partenaire',
    contact_name: 'Nom du contact',
    contact_email: 'Email du contact',
    contact: 'Contact',
    scopes: 'Droits',
    rate_limit_per_minute: 'Limite (requêtes par minute)',
    rate: 'Limite/min',
    expires_at: 'Expire le',
    expires_help: 'Laisser vide pour une clé sans expiration',
    key_prefix: 'Clé',
    status: 'État',
    last_used_at: 'Dernier appel',
    request_count: 'Requêtes',
    created_at: 'Créée le',
  },
  scopes: { 'catalogue:read': 'Catalogue (lecture)', 'stock:read': 'Stock (lecture)' },
  status: { active: 'Active', expired: 'Expirée', revoked: 'Révoquée' },
  never: 'Jamais',
  no_expiry: 'Sans expiration',
  secret_title: 'Clé d’API de « %{name} »',
  secret_label: 'Clé d’API',
  secret_warning: 'Copiez cette clé maintenant : elle ne sera plus jamais affichée. Seule son empreinte est conservée.',
  secret_usage: 'Le partenaire l’envoie dans l’en-tête Authorization: Bearer <clé> ou X-Api-Key.',
  copy: 'Copier la clé',
  copied: 'Clé copiée',
  done: 'J’ai copié la clé',
  rotate: 'Renouveler la clé de %{name}',
  rotate_title: 'Renouveler la clé ?',
  rotate_confirm: 'Une nouvelle clé sera créée pour « %{name} » et l’ancienne sera refusée immédiatement.',
  rotate_action: 'Renouveler',
  revoke: 'Révoquer la clé de %{name}',
  revoke_title: 'Révoquer la clé ?',
  revoke_confirm: 'La clé de « %{name} » sera refusée immédiatement. Cette action est irréversible.',
  revoke_action: 'Révoquer',
  revoked: 'Clé révoquée',
  edit: 'Modifier %{name}',
};

type Messages = typeof fr;

const en: Messages = {
  title: 'Partners (API)',
  intro: 'Access keys to the partner API /api/partner/v1: catalogue read, stock optional.',
  add: 'New partner key',
  create_title: 'New partner key',
  edit_title: 'Edit partner key',
  empty: 'No partner key yet',
  search: 'Name, contact or key start',
  search_name: 'Search partner keys',
  create: 'Create the key',
  update: 'Update',
  updated: 'Partner key updated',
  create_error: 'The key could not be created',
  update_error: 'The key could not be updated',
  load_error: 'Partner keys could not be loaded',
  fields: {
    name: 'Partner name',
    contact_name: 'Contact name',
    contact_email: 'Contact email',
    contact: 'Contact',
    scopes: 'Scopes',
    rate_limit_per_minute: 'Limit (requests per minute)',
    rate: 'Limit/min',
    expires_at: 'Expires on',
    expires_help: 'Leave empty for a key that never expires',
    key_prefix: 'Key',
    status: 'Status',
    last_used_at: 'Last call',
    request_count: 'Requests',
    created_at: 'Created on',
  },
  scopes: { 'catalogue:read': 'Catalogue (read)', 'stock:read': 'Stock (read)' },
  status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  never: 'Never',
  no_expiry: 'No expiry',
  secret_title: 'API key of “%{name}”',
  secret_label: 'API key',
  secret_warning: 'Copy this key now: it will never be shown again. Only its fingerprint is kept.',
  secret_usage: 'The partner sends it in the Authorization: Bearer <key> or X-Api-Key header.',
  copy: 'Copy the key',
  copied: 'Key copied',
  done: 'I have copied the key',
  rotate: 'Rotate the key of %{name}',
  rotate_title: 'Rotate the key?',
  rotate_confirm: 'A new key will be made for “%{name}” and the old one refused at once.',
  rotate_action: 'Rotate',
  revoke: 'Revoke the key of %{name}',
  revoke_title: 'Revoke the key?',
  revoke_confirm: 'The key of “%{name}” will be refused at once. This cannot be undone.',
  revoke_action: 'Revoke',
  revoked: 'Key revoked',
  edit: 'Edit %{name}',
};

export type PartnerStatus = keyof Messages['status'];
export type PartnerScope = keyof Messages['scopes'];
export const PARTNER_SCOPES = Object.keys(fr.scopes) as PartnerScope[];

/** The messages in the back office's current language, and `%{name}` filled in. */
export function usePartnerText() {
  return useLocalText<Messages>(fr, en);
}
