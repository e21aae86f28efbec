import type { NamespaceStrings } from '../types.ts';

/** Italian: the media library (list or grid) and bulk upload. */
export const media: NamespaceStrings<'media'> = {
  viewAs: 'Visualizza come',
  listView: 'Elenco',
  gridView: 'Griglia',
  dimensionsShort: '{{width}} × {{height}}',
  bulkUpload: 'Carica file',
  bulkUploadTitle: 'Carica file in {{label}}',
  dropFiles: 'Trascina qui i file',
  chooseFiles: 'Scegli file',
  eachBecomes:
    'Ogni file diventa un documento a sé in {{label}}. Quello che serve a ciascuno viene chiesto prima di inviare qualcosa.',
  addFiles: 'Aggiungi file',
  filesCount_one: '{{n}} file selezionato',
  filesCount_other: '{{n}} file selezionati',
  uploadCount_one: 'Carica {{n}} file',
  uploadCount_other: 'Carica {{n}} file',
  uploadingShort: 'Caricamento…',
  uploadingProgress: 'Caricamento: {{done}} di {{total}} completati',
  fileProgress: 'Avanzamento del caricamento di {{name}}',
  uploaded: 'Caricato',
  failed: 'Non caricato: {{reason}}',
  removeFile: 'Rimuovi {{name}}',
  fixFields: 'Alcuni file hanno ancora campi da compilare.',
  summary: 'Caricati: {{done}}. Non caricati: {{failed}}. Il motivo è indicato accanto a ogni file.',
  allUploaded_one: '{{n}} file caricato.',
  allUploaded_other: '{{n}} file caricati.',
  stop: 'Interrompi',
  discardTitle: 'Scartare i file non caricati?',
  discardText: 'I file non ancora caricati e ciò che hai scritto per essi andranno persi. I file caricati restano.',
};
