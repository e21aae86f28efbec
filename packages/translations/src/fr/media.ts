import type { NamespaceStrings } from '../types.ts';

/** French: the media library (list or grid) and bulk upload. */
export const media: NamespaceStrings<'media'> = {
  viewAs: 'Afficher en',
  listView: 'Liste',
  gridView: 'Grille',
  dimensionsShort: '{{width}} × {{height}}',
  bulkUpload: 'Téléverser des fichiers',
  bulkUploadTitle: 'Téléverser des fichiers dans {{label}}',
  dropFiles: 'Déposez les fichiers ici',
  chooseFiles: 'Choisir des fichiers',
  eachBecomes: 'Chaque fichier devient son propre document dans {{label}}. Ce dont chacun a besoin est demandé avant tout envoi.',
  addFiles: 'Ajouter des fichiers',
  filesCount_one: '{{n}} fichier',
  filesCount_other: '{{n}} fichiers',
  uploadCount_one: 'Téléverser {{n}} fichier',
  uploadCount_other: 'Téléverser {{n}} fichiers',
  uploadingShort: 'Téléversement…',
  uploadingProgress: 'Téléversement : {{done}} sur {{total}} terminés',
  fileProgress: 'Progression du téléversement de {{name}}',
  uploaded: 'Téléversé',
  failed: 'Non téléversé : {{reason}}',
  removeFile: 'Retirer {{name}}',
  fixFields: 'Certains fichiers ont encore des champs à remplir.',
  summary: 'Téléversés : {{done}}. Non téléversés : {{failed}}. La raison figure à côté de chaque fichier.',
  allUploaded_one: '{{n}} fichier téléversé.',
  allUploaded_other: '{{n}} fichiers téléversés.',
  stop: 'Arrêter',
  discardTitle: 'Abandonner les fichiers non téléversés ?',
  discardText:
    'Les fichiers pas encore téléversés et ce que vous avez saisi pour eux seront perdus. Les fichiers téléversés restent.',
};
