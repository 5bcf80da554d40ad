export const usersMessages = {
  notFound: 'Utilisateur non trouvé',
  invalidRole: 'Rôle invalide (admin ou pro)',
  invalidDisabled: 'doit être vrai ou faux',
  cannotChangeOwnRole: 'Vous ne pouvez pas modifier votre propre rôle',
  cannotDisableSelf: 'Vous ne pouvez pas désactiver votre propre compte',
  lastAdmin: 'Il doit rester au moins un administrateur actif',
  passwordChecksBusy: 'Trop de connexions en cours, veuillez réessayer dans une seconde',
};
