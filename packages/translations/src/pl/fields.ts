import type { NamespaceStrings } from '../types.ts';

/** Polish: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'zawiera błędy',
  clearValue: 'Wyczyść pole „{{label}}”',
  noMatches: 'Brak wyników.',
  chooseOption: 'Wybierz…',

  // Text and number lists
  onePerLine: 'Jedna wartość w wierszu.',
  commaSeparated: 'Oddzielaj liczby przecinkami.',

  // Code
  codeTabHint: 'Tab wstawia wcięcie, Shift+Tab je usuwa. Aby opuścić pole, naciśnij Esc, a potem Tab.',
  codeTabReleased: 'Teraz Tab przechodzi do następnego pola.',

  // Date
  timeZone: 'Godziny są podane w Twojej strefie czasowej ({{zone}}).',

  // JSON
  invalidJSON: 'To jeszcze nie jest poprawny JSON ({{reason}}). Do tego czasu zachowywana jest ostatnia poprawna wartość.',

  // Point
  latitude: 'Szerokość geograficzna',
  longitude: 'Długość geograficzna',

  // Arrays and blocks
  row: 'Wiersz',
  rows: 'Wiersze',
  block: 'Blok',
  blocks: 'Bloki',
  rowLabel: 'Wiersz {{number}}',
  addLabel: 'Dodaj: {{label}}',
  noRows: 'Nic jeszcze nie dodano.',
  chooseBlock: 'Wybierz blok',
  unknownBlock: 'Nieznany blok',
  blockName: 'Nazwa bloku',
  blockNamePlaceholder: 'Opcjonalnie: nazwa tego bloku na liście',
  moveRow: 'Przenieś „{{row}}”',
  duplicateRow: 'Duplikuj „{{row}}”',
  removeRow: 'Usuń „{{row}}”',
  collapseAll: 'Zwiń wszystkie',
  expandAll: 'Rozwiń wszystkie',
  dragInstructions:
    'Aby przenieść wiersz, naciśnij spację lub Enter na jego uchwycie, przesuń go strzałkami w górę i w dół, a następnie naciśnij spację lub Enter, aby go upuścić, albo Escape, aby anulować.',
  dragPickedUp: 'Podniesiono wiersz z pozycji {{position}} z {{count}}.',
  dragMovedTo: 'Wiersz znajduje się nad pozycją {{position}} z {{count}}.',
  dragDropped: 'Upuszczono wiersz na pozycji {{position}} z {{count}}.',
  dragCancelled: 'Anulowano przenoszenie; wiersz wrócił na swoje miejsce.',

  // Tabs
  tabNumber: 'Karta {{number}}',

  // Relationships and uploads
  documents: 'dokumenty',
  searchCollection: 'Szukaj: {{label}}',
  searchToReplace: 'Wyszukaj zamiennik…',
  showOptions: 'Pokaż opcje',
  selectedDocuments: 'Wybrane w polu „{{label}}”',
  editLabel: 'Edytuj: {{label}}',
  editDocument: 'Edytuj „{{title}}”',
  removeDocument: 'Usuń „{{title}}”',
  swap: 'Zamień',
  swapDocument: 'Zamień „{{title}}” na inny plik',
  missingDocument: 'Brak dokumentu ({{id}})',
  chooseFrom: 'Wybierz z kolekcji „{{label}}”',
  collection: 'Kolekcja',
  alreadySelected: '„{{title}}” (już wybrano)',
  loadMore: 'Wczytaj więcej',
  discardDrawerTitle: 'Odrzucić zmiany?',
  discardDrawerText: 'Zmiany w tym panelu nie zostały jeszcze zapisane. Zamknięcie go spowoduje ich utratę.',
  discardDrawerConfirm: 'Odrzuć zmiany',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Treść',
  seoTab: 'SEO',
  seoGroup: 'Wyszukiwanie i udostępnianie',
  seoMetaTitle: 'Metatytuł',
  seoMetaDescription: 'Metaopis',
  seoMetaImage: 'Obraz podglądu',
  seoOverview: 'Wygląd w wyszukiwarce',
  seoChecks: 'Spełnione warunki: {{passing}}/{{total}}',
  seoMissing: 'Brak',
  seoTooShort: 'Za krótkie',
  seoAlmostThere: 'Prawie dobrze',
  seoGood: 'Dobrze',
  seoTooLong: 'Za długie',
  seoNoImage: 'Brak obrazu',
  seoLength: 'Liczba znaków: {{count}} (zalecane {{range}})',
  seoPreview: 'Podgląd w wynikach wyszukiwania',
  seoTitleTips: 'Jak napisać dobry tytuł',
  seoDescriptionTips: 'Jak napisać dobry opis',
  seoGenerate: 'Wygeneruj',
  seoGenerateField: 'Wygeneruj: {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Nic jeszcze tu nie odsyła.',
  joinShowing: 'Wyświetlono {{shown}} z {{total}}.',
};
