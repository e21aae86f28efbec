import type { NamespaceStrings } from '../types.ts';

/** Spanish: the media library (list or grid) and bulk upload. */
export const media: NamespaceStrings<'media'> = {
  viewAs: 'Ver como',
  listView: 'Lista',
  gridView: 'Cuadrícula',
  dimensionsShort: '{{width}} × {{height}}',
  bulkUpload: 'Subir archivos',
  bulkUploadTitle: 'Subir archivos a {{label}}',
  dropFiles: 'Arrastra los archivos aquí',
  chooseFiles: 'Elegir archivos',
  eachBecomes:
    'Cada archivo se convierte en su propio documento en {{label}}. Lo que necesita cada uno se pide antes de enviar nada.',
  addFiles: 'Añadir archivos',
  filesCount_one: '{{n}} archivo',
  filesCount_other: '{{n}} archivos',
  uploadCount_one: 'Subir {{n}} archivo',
  uploadCount_other: 'Subir {{n}} archivos',
  uploadingShort: 'Subiendo…',
  uploadingProgress: 'Subiendo: {{done}} de {{total}} listos',
  fileProgress: 'Progreso de la subida de {{name}}',
  uploaded: 'Subido',
  failed: 'No subido: {{reason}}',
  removeFile: 'Quitar {{name}}',
  fixFields: 'A algunos archivos todavía les faltan campos por rellenar.',
  summary: 'Subidos: {{done}}. No subidos: {{failed}}. El motivo aparece junto a cada archivo.',
  allUploaded_one: 'Se subió {{n}} archivo.',
  allUploaded_other: 'Se subieron {{n}} archivos.',
  stop: 'Detener',
  discardTitle: '¿Descartar los archivos no subidos?',
  discardText:
    'Se perderán los archivos que aún no se han subido y lo que escribiste para ellos. Los archivos subidos se quedan.',
};
