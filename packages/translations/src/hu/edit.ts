import type { NamespaceStrings } from '../types.ts';

/** Hungarian: strings of the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Morzsamenü',
  documentActions: 'Dokumentumműveletek',
  moreActions: 'További műveletek',
  details: 'Dokumentum adatai',
  unsavedChanges: 'Nem mentett módosítások',
  allSaved: 'Minden módosítás mentve',
  readOnly: 'Csak olvasható',
  readOnlyNotice: 'Ezt a dokumentumot megtekintheti, de nem módosíthatja.',
  saveShortcut: 'Mentés (Ctrl+S)',
  copyID: 'Azonosító másolása',
  password: 'Jelszó',
  newPassword: 'Új jelszó',
  confirmPassword: 'Jelszó megerősítése',
  changePassword: 'Jelszó módosítása',
  idCopied: 'Azonosító másolva.',

  saved: '{{label}} mentve.',
  created: '{{label}} létrehozva.',
  errorCount_one: '{{count}} hiba',
  errorCount_other: '{{count}} hiba',
  errorPillLabel_one: '{{count}} hiba: ugrás a mezőhöz',
  errorPillLabel_other: '{{count}} hiba: ugrás az első mezőhöz',
  fixErrors: 'Nincs mentve: javítsa a megjelölt mezőket, és mentsen újra.',

  notSavedNetwork: 'Nincs mentve: a szerver nem érhető el. A módosításai megmaradtak; próbálja újra.',
  notSavedServer: 'Nincs mentve: hiba történt a szerveren. A módosításai megmaradtak; próbálja újra.',
  notSavedForbidden: 'Nincs mentve: nincs jogosultsága ehhez a módosításhoz. A módosításai megmaradtak.',
  notSavedSignedOut:
    'Nincs mentve: a munkamenete lejárt. Jelentkezzen be újra egy másik lapon, majd mentsen: a módosításai megmaradtak.',
  notSavedConflict:
    'Nincs mentve: valaki más módosította ezt a dokumentumot, mióta Ön megnyitotta. A módosításai megmaradtak; másolja ki, amire szüksége van, majd töltse be újra az oldalt.',
  conflictTitle: 'Valaki más mentette ezt a dokumentumot',
  conflictText:
    'Miután megnyitotta, valaki más mentette ezt a dokumentumot: „{{title}}”. Ha most ment, az Ön módosításai felülírják az övéit. Ha mégsem ment, a módosításai itt maradnak.',
  conflictOverwrite: 'Mégis mentem az enyémet',
  notSavedMissing: 'Nincs mentve: ez a dokumentum már nem létezik, vagy már nem módosíthatja. A módosításai megmaradtak.',
  notSavedTooLarge: 'Nincs mentve: a dokumentum túl nagy. A módosításai megmaradtak.',
  notSavedLocked: 'Nincs mentve: valaki más éppen szerkeszti ezt a dokumentumot. A módosításai megmaradtak.',
  notSavedRateLimited: 'Nincs mentve: túl sok kérés. Várjon egy kicsit, majd mentsen újra; a módosításai megmaradtak.',
  notSavedInvalid: 'Nincs mentve: {{message}} A módosításai megmaradtak.',

  notFound: 'Ez a dokumentum nem létezik, vagy nincs jogosultsága megtekinteni.',
  backToList: 'Vissza ide: {{label}}',
  loadFailed: 'A dokumentumot nem sikerült betölteni.',
  retry: 'Próbálja újra',
  notAllowedToCreate: 'Nincs jogosultsága ilyen dokumentum létrehozására: {{label}}.',

  leaveTitle: 'Kilép mentés nélkül?',
  leaveText: 'Ennek a dokumentumnak a módosításai nincsenek mentve: „{{title}}”. Ha kilép, elvesznek.',
  leave: 'Kilépés mentés nélkül',

  deleteTitle: '{{label}} törlése?',
  deleteText: 'Ez a dokumentum véglegesen törlődik: „{{title}}”. A művelet nem vonható vissza.',
  deleteLinkedFrom: 'Más dokumentumok hivatkoznak rá: {{list}}. Törlés után ezek a hivatkozások sehova sem mutatnak.',
  deleteRichTextNotCounted: 'Más dokumentumok formázott szövege is hivatkozhat rá; az ilyen hivatkozásokat itt nem számoljuk.',
  deleteLinkedFromMany: 'Más dokumentumok hivatkoznak rájuk: {{list}}. Törlés után ezek a hivatkozások sehova sem mutatnak.',
  deleteRichTextNotCountedMany:
    'Más dokumentumok formázott szövege is hivatkozhat rájuk; az ilyen hivatkozásokat itt nem számoljuk.',
  deleted: '{{label}} törölve: „{{title}}”.',
  deleteFailed: 'A törlés nem sikerült: {{message}}',

  duplicateTitle: 'Duplikálja a módosításai nélkül?',
  duplicateText: 'A másolat az utoljára mentett változatból készül. Az itt végzett, nem mentett módosítások elvesznek.',
  duplicateAnyway: 'Duplikálás mentés nélkül',
  duplicated: 'Másolat készült erről: „{{title}}”.',
  duplicateFailed: 'A duplikálás nem sikerült: {{message}}',
};
