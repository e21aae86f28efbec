import type { NamespaceStrings } from '../types.ts';

/** Hungarian: the media library (list or grid) and bulk upload. */
export const media: NamespaceStrings<'media'> = {
  viewAs: 'Nézet',
  listView: 'Lista',
  gridView: 'Rács',
  dimensionsShort: '{{width}} × {{height}}',
  bulkUpload: 'Fájlok feltöltése',
  bulkUploadTitle: 'Fájlok feltöltése ide: {{label}}',
  dropFiles: 'Húzza ide a fájlokat',
  chooseFiles: 'Fájlok kiválasztása',
  eachBecomes:
    'Minden fájlból külön dokumentum lesz itt: {{label}}. Amire egy-egy fájlnak szüksége van, azt küldés előtt kérdezzük meg.',
  addFiles: 'Fájlok hozzáadása',
  filesCount_one: '{{n}} fájl',
  filesCount_other: '{{n}} fájl',
  uploadCount_one: '{{n}} fájl feltöltése',
  uploadCount_other: '{{n}} fájl feltöltése',
  uploadingShort: 'Feltöltés…',
  uploadingProgress: 'Feltöltés: {{total}} fájlból {{done}} kész',
  fileProgress: '{{name}} feltöltésének állapota',
  uploaded: 'Feltöltve',
  failed: 'Nincs feltöltve: {{reason}}',
  removeFile: '{{name}} eltávolítása',
  fixFields: 'Néhány fájlnál még ki kell tölteni a mezőket.',
  summary: 'Feltöltve: {{done}}. Nincs feltöltve: {{failed}}. Az ok minden fájl mellett látható.',
  allUploaded_one: '{{n}} fájl feltöltve.',
  allUploaded_other: '{{n}} fájl feltöltve.',
  stop: 'Leállítás',
  discardTitle: 'Elveti a fel nem töltött fájlokat?',
  discardText: 'A még fel nem töltött fájlok és a hozzájuk beírt adatok elvesznek. A feltöltött fájlok megmaradnak.',
};
