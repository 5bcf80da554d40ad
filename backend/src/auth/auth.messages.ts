/** Every French text the auth endpoints answer with (spec sections 5 and 8 where it names one). */
export const authMessages = {
  invalidCredentials: 'Email ou mot de passe incorrect',
  signInDelayed: (seconds: number) =>
    `Trop d’essais de mot de passe pour ce compte : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}`,
  emailNotConfirmed:
    'Veuillez confirmer votre adresse email avant de vous connecter. Vous pouvez demander un nouveau lien de confirmation.',
  accountDisabled: 'Ce compte a été désactivé. Contactez-nous pour le réactiver.',
  authRequired: 'Authentification requise',
  sessionExpired: 'Session expirée, veuillez vous reconnecter',
  invalidEmail: 'Adresse email invalide',
  passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min} caractères`,
  passwordTooLong: 'Le mot de passe est trop long',
  passwordTooWeak: (warning?: string | null) =>
    `Mot de passe trop courant : choisissez-en un plus long ou moins prévisible${warning ? `. ${warning}` : ''}`,
  passwordLikeEmail: 'Mot de passe trop proche de votre adresse email : choisissez-en un plus long ou moins prévisible',
  tokenRequired: 'Lien invalide',
  confirmTokenInvalid: 'Ce lien de confirmation est invalide ou a expiré. Demandez-en un nouveau.',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  signedUp: 'Compte créé avec succès. Vérifiez votre email pour confirmer votre compte.',
  confirmationResent: 'Si un compte non confirmé existe pour cette adresse, un nouvel email de confirmation vient d’être envoyé.',
  emailConfirmed: 'Votre adresse email est confirmée. Vous pouvez vous connecter.',
  resetRequested: 'Si un compte existe pour cette adresse, un email de réinitialisation vient d’être envoyé.',
  passwordReset: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  mfaTokenInvalid: 'Étape de connexion expirée : saisissez à nouveau votre email et votre mot de passe.',
  totpCodeInvalid: 'Code incorrect ou déjà utilisé. Saisissez le code à 6 chiffres affiché par votre application, ou un code de secours.',
  totpCodeFormat: 'Saisissez le code à 6 chiffres de votre application, ou un code de secours',
  totpCodesDelayed: (seconds: number) =>
    `Trop de codes incorrects pour ce compte : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}`,
  totpAlreadyEnabled: 'La double authentification est déjà activée sur ce compte.',
  totpNotStarted: 'Commencez par afficher le QR code (configuration de la double authentification).',
  totpNotEnabled: 'La double authentification n’est pas activée sur ce compte.',
  totpAdminsOnly: 'La double authentification est réservée aux comptes administrateurs.',
  totpSetupRequired: 'La double authentification est obligatoire pour les administrateurs : configurez-la avant d’utiliser le back office.',
  crossSiteRefused: 'Requête refusée : elle ne provient pas du site de la boutique.',
};
