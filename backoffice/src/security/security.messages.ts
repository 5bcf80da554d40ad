import { useLocalText } from '../common/useLocalText';

/**
 * Texts of the account's security screen and of the setup the sign-in may demand. They live
 * beside the screens (loaded with them) rather than in i18n/fr.ts, which ships with the first
 * screen and its 300 kB budget; only the user menu's entry is there (`sw.security.menu`).
 */
const fr = {
  title: 'Sécurité du compte',
  totp_title: 'Double authentification',
  intro:
    'Après le mot de passe, la connexion demande le code à 6 chiffres de votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP, 1Password…) : un mot de passe volé ne suffit plus.',
  status_on: 'Activée depuis le %{date}',
  status_off: 'Pas encore activée',
  required: 'Obligatoire pour les administrateurs de cette boutique.',
  codes_left: 'Codes de secours non utilisés : %{count} sur 10.',
  start: 'Configurer la double authentification',
  step_scan: '1. Scannez ce QR code avec votre application d’authentification.',
  qr_alt: 'QR code de la double authentification de %{email}',
  manual: 'Sans appareil photo, saisissez cette clé dans l’application :',
  step_code: '2. Saisissez le code à 6 chiffres qu’elle affiche.',
  code_label: 'Code à 6 chiffres',
  code_or_recovery: 'Code à 6 chiffres ou code de secours',
  confirm: 'Activer',
  enabled: 'Double authentification activée',
  codes_title: 'Vos codes de secours',
  codes_text:
    'Chacun remplace une seule fois le code de l’application, si vous perdez votre téléphone. Téléchargez-les ou notez-les maintenant, hors de cet ordinateur : ils ne seront plus jamais affichés.',
  codes_file: 'Stockwatt : codes de secours de la double authentification de %{email}. Chacun ne sert qu’une fois.',
  download: 'Télécharger (.txt)',
  copy: 'Copier',
  copied: 'Codes copiés',
  saved: 'J’ai mis ces codes en lieu sûr',
  done: 'Terminer',
  continue: 'Continuer vers le back office',
  disable: 'Désactiver la double authentification',
  disable_text: 'Saisissez un code de votre application, ou un code de secours, pour la désactiver.',
  disable_required:
    'Elle est obligatoire pour les administrateurs : vous serez déconnecté, et la prochaine connexion vous demandera de la configurer à nouveau (par exemple sur un nouveau téléphone).',
  disable_action: 'Désactiver',
  disabled: 'Double authentification désactivée',
  cancel: 'Annuler',
  code_invalid: 'Code incorrect ou déjà utilisé.',
  too_many: 'Trop de codes incorrects : réessayez dans quelques secondes.',
  gate_title: 'Configurez la double authentification',
  gate_text:
    'Elle est obligatoire pour les administrateurs : configurez-la pour ouvrir le back office. Votre mot de passe est déjà vérifié.',
  expired: 'L’étape de connexion a expiré : reconnectez-vous.',
  sign_in_again: 'Se reconnecter',
  load_error: 'Impossible de charger l’état de la double authentification',
  error: 'Une erreur est survenue, veuillez réessayer.',
};

type Messages = typeof fr;

const en: Messages = {
  title: 'Account security',
  totp_title: 'Two-factor sign-in',
  intro:
    'After the password, signing in asks for the 6-digit code of your authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP, 1Password…): a stolen password is no longer enough.',
  status_on: 'On since %{date}',
  status_off: 'Not set up yet',
  required: 'Required for the administrators of this shop.',
  codes_left: 'Unused recovery codes: %{count} of 10.',
  start: 'Set up two-factor sign-in',
  step_scan: '1. Scan this QR code with your authenticator app.',
  qr_alt: 'Two-factor sign-in QR code for %{email}',
  manual: 'Without a camera, type this key into the app:',
  step_code: '2. Enter the 6-digit code it shows.',
  code_label: '6-digit code',
  code_or_recovery: '6-digit code or recovery code',
  confirm: 'Turn on',
  enabled: 'Two-factor sign-in is on',
  codes_title: 'Your recovery codes',
  codes_text:
    'Each one replaces the app’s code once, should you lose your phone. Download or write them down now, away from this computer: they will never be shown again.',
  codes_file: 'Stockwatt: two-factor sign-in recovery codes of %{email}. Each works once.',
  download: 'Download (.txt)',
  copy: 'Copy',
  copied: 'Codes copied',
  saved: 'I have stored these codes safely',
  done: 'Done',
  continue: 'Continue to the back office',
  disable: 'Turn off two-factor sign-in',
  disable_text: 'Enter a code from your app, or a recovery code, to turn it off.',
  disable_required:
    'It is required for administrators: you will be signed out, and the next sign-in will ask you to set it up again (on a new phone, for instance).',
  disable_action: 'Turn off',
  disabled: 'Two-factor sign-in is off',
  cancel: 'Cancel',
  code_invalid: 'Wrong or already used code.',
  too_many: 'Too many wrong codes: try again in a few seconds.',
  gate_title: 'Set up two-factor sign-in',
  gate_text: 'It is required for administrators: set it up to open the back office. Your password has already been checked.',
  expired: 'This sign-in step has expired: please sign in again.',
  sign_in_again: 'Sign in again',
  load_error: 'Could not load the two-factor sign-in state',
  error: 'Something went wrong, please try again.',
};

export type SecurityMessages = Messages;
export const securityMessages = { fr, en };

export const fillText = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The messages in the back office's current language (inside react-admin). */
export function useSecurityText() {
  return useLocalText<Messages>(fr, en);
}
