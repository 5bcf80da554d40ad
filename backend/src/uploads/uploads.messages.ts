/** French texts of the upload endpoints (spec sections 5 and 8). */
export const uploadsMessages = {
  imageFailed: "Erreur lors de l'upload de l'image",
  documentFailed: "Erreur lors de l'upload du document",
  imageRequired: 'Veuillez sélectionner une image',
  imageType: 'Veuillez sélectionner une image JPEG, PNG, WebP, AVIF ou GIF',
  imageUnreadable: 'Image illisible ou incomplète',
  documentNameRequired: 'Veuillez saisir un nom pour le document',
  documentNameTooLong: 'Le nom du document est trop long (200 caractères au plus)',
  pdfRequired: 'Veuillez sélectionner un fichier PDF',
  pdfDamaged: 'Le fichier PDF est incomplet ou endommagé',
  oneFileOnly: 'Veuillez déposer un seul fichier à la fois',
  emptyFile: 'Le fichier est vide',
  badFileName: 'Nom de fichier invalide',
  extensionMismatch: "L'extension du fichier ne correspond pas à son contenu",
  unexpectedField: 'Le fichier doit être envoyé dans le champ « file »',
  tooLarge: (maxBytes: number) => `Le fichier dépasse la taille maximale autorisée (${Math.round(maxBytes / 1024 / 1024)} Mo)`,
  badForm: 'Formulaire multipart invalide',
};
