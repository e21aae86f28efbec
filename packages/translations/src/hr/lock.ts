import type { NamespaceStrings } from '../types.ts';

/** Croatian: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} uređuje ovaj zapis {{label}} (id {{id}}), pa se sada ne može mijenjati. Pokušajte ponovno kad završi ili preuzmite uređivanje.',
  globalLocked:
    '{{user}} uređuje {{label}}, pa se sada ne može mijenjati. Pokušajte ponovno kad završi ili preuzmite uređivanje.',
  notLockable: '„{{slug}}” ne zaključava svoje dokumente (lockDocuments je false).',
  takeOverNotAllowed: 'Nemate dopuštenje preuzeti uređivanje od drugog korisnika.',
  lockTaken: 'Sada vi uređujete ovaj dokument.',
  lockReleased: 'Više ne uređujete ovaj dokument.',
  lockedBanner: '{{user}} uređuje ovaj dokument, pa ga vidite samo za čitanje.',
  takeOver: 'Preuzmi uređivanje',
  takeOverTitle: 'Preuzeti uređivanje?',
  takeOverBody:
    '{{user}} će biti obaviješten i njegov obrazac postaje samo za čitanje. Promjene koje nije spremio neće biti u ovom dokumentu.',
  takeOverConfirm: 'Preuzmi',
  tookOver: 'Sada vi uređujete ovaj dokument.',
  lostTitle: '{{user}} je preuzeo uređivanje',
  lostBody: 'Vaš je obrazac sada samo za čitanje. Sve što niste spremili i dalje se vidi, pa to možete kopirati prije odlaska.',
  lostBanner: '{{user}} je preuzeo uređivanje. Vaš nespremljeni tekst ostaje ispod, samo za čitanje.',
  keepViewing: 'Nastavi pregledavati',
  editingNow: '{{user}} uređuje',
};
