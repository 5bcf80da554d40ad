/** Every French text the auth endpoints answer with (spec sections 5 and 8 where it names one). */
export const authMessages = {
  invalidCredentials: 'Email ou mot de passe incorrect',
  emailNotConfirmed:
    'Veuillez confirmer votre adresse email avant de vous connecter. Vous pouvez demander un nouveau lien de confirmation.',
  accountDisabled: 'Ce compte a été désactivé. Contactez-nous pour le réactiver.',
  authRequired: 'Authentification requise',
  sessionExpired: 'Session expirée, veuillez vous reconnecter',
  invalidEmail: 'Adresse email invalide',
  passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min} caractères`,
  passwordTooLong: 'Le mot de passe est trop long',
  passwordTooCommon: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  tokenRequired: 'Lien invalide',
  confirmTokenInvalid: 'Ce lien de confirmation est invalide ou a expiré. Demandez-en un nouveau.',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  signedUp: 'Compte créé avec succès. Vérifiez votre email pour confirmer votre compte.',
  confirmationResent: 'Si un compte non confirmé existe pour cette adresse, un nouvel email de confirmation vient d’être envoyé.',
  emailConfirmed: 'Votre adresse email est confirmée. Vous pouvez vous connecter.',
  resetRequested: 'Si un compte existe pour cette adresse, un email de réinitialisation vient d’être envoyé.',
  passwordReset: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
};
