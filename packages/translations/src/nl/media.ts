import type { NamespaceStrings } from '../types.ts';

/** Dutch: the media library (list or grid) and bulk upload. */
export const media: NamespaceStrings<'media'> = {
  viewAs: 'Weergeven als',
  listView: 'Lijst',
  gridView: 'Raster',
  dimensionsShort: '{{width}} × {{height}}',
  bulkUpload: 'Bestanden uploaden',
  bulkUploadTitle: 'Bestanden uploaden naar {{label}}',
  dropFiles: 'Sleep bestanden hierheen',
  chooseFiles: 'Bestanden kiezen',
  eachBecomes:
    'Elk bestand wordt een eigen document in {{label}}. Wat elk bestand nodig heeft, wordt gevraagd voordat er iets wordt verzonden.',
  addFiles: 'Bestanden toevoegen',
  filesCount_one: '{{n}} bestand',
  filesCount_other: '{{n}} bestanden',
  uploadCount_one: '{{n}} bestand uploaden',
  uploadCount_other: '{{n}} bestanden uploaden',
  uploadingShort: 'Bezig met uploaden…',
  uploadingProgress: 'Uploaden: {{done}} van {{total}} klaar',
  fileProgress: 'Voortgang van het uploaden van {{name}}',
  uploaded: 'Geüpload',
  failed: 'Niet geüpload: {{reason}}',
  removeFile: '{{name}} verwijderen',
  fixFields: 'Bij sommige bestanden moeten nog velden worden ingevuld.',
  summary: 'Geüpload: {{done}}. Niet geüpload: {{failed}}. De reden staat bij elk bestand.',
  allUploaded_one: '{{n}} bestand geüpload.',
  allUploaded_other: '{{n}} bestanden geüpload.',
  stop: 'Stoppen',
  discardTitle: 'Niet-geüploade bestanden weggooien?',
  discardText:
    'De bestanden die nog niet zijn geüpload en wat u ervoor hebt ingevuld, gaan verloren. Geüploade bestanden blijven.',
};
