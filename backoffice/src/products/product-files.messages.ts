import { useLocalText } from '../common/useLocalText';

/** Texts of the product form's picture and documents, loaded with the form (not in i18n/fr.ts: the first screen's budget). */
const fr = {
  image: {
    label: 'Image du produit',
    choose: 'Choisir une image',
    replace: "Remplacer l'image",
    remove: "Retirer l'image",
    none: "Pas d'image",
    uploading: 'Upload en cours...',
    success: 'Image uploadée avec succès',
    error: "Erreur lors de l'upload de l'image",
    url: "ou URL de l'image",
  },
  doc: {
    name: 'Nom du document',
    drop: 'Glissez un fichier PDF ici',
    or: 'ou',
    choose: 'Choisir un PDF',
    uploading: 'Upload en cours...',
    success: 'Document uploadé avec succès',
    error: "Erreur lors de l'upload du document",
    name_required: 'Veuillez saisir un nom pour le document',
    name_first: "Veuillez d'abord saisir un nom pour le document",
    drop_pdf_only: 'Veuillez déposer uniquement des fichiers PDF',
    select_pdf: 'Veuillez sélectionner un fichier PDF',
    one_file: 'Veuillez déposer un seul fichier à la fois',
    empty: 'Aucun document pour ce produit.',
    remove: 'Retirer « %{name} »',
    open: 'Ouvrir',
  },
};

const en: typeof fr = {
  image: {
    label: 'Product image',
    choose: 'Choose an image',
    replace: 'Replace image',
    remove: 'Remove image',
    none: 'No image',
    uploading: 'Uploading...',
    success: 'Image uploaded',
    error: 'Image upload failed',
    url: 'or image URL',
  },
  doc: {
    name: 'Document name',
    drop: 'Drop a PDF file here',
    or: 'or',
    choose: 'Choose a PDF',
    uploading: 'Uploading...',
    success: 'Document uploaded',
    error: 'Document upload failed',
    name_required: 'Please enter a name for the document',
    name_first: 'Please enter a name for the document first',
    drop_pdf_only: 'Please drop PDF files only',
    select_pdf: 'Please select a PDF file',
    one_file: 'Please drop one file at a time',
    empty: 'No document for this product.',
    remove: 'Remove “%{name}”',
    open: 'Open',
  },
};

export function useProductFileText() {
  return useLocalText(fr, en);
}
