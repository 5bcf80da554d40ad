import { useLocalText } from '../common/useLocalText';

/** Texts of the accounts' list, loaded with it (not in i18n/fr.ts, which ships with the first screen and its 300 kB budget). */
const fr = {
  title: 'Comptes',
  empty: 'Aucun compte',
  role: { admin: 'Administrateur', pro: 'Professionnel' } as Record<string, string>,
  active: 'Actif',
  disabled: 'Désactivé',
  disable: 'Désactiver',
  enable: 'Réactiver',
  updated: 'Compte mis à jour',
  update_error: 'Impossible de mettre à jour le compte',
  load_error: 'Impossible de charger les comptes',
  not_confirmed: 'Non confirmé',
};

const en: typeof fr = {
  title: 'Accounts',
  empty: 'No account',
  role: { admin: 'Administrator', pro: 'Professional' },
  active: 'Active',
  disabled: 'Disabled',
  disable: 'Disable',
  enable: 'Enable',
  updated: 'Account updated',
  update_error: 'Could not update the account',
  load_error: 'Could not load the accounts',
  not_confirmed: 'Not confirmed',
};

export function useUserText() {
  return useLocalText(fr, en);
}
