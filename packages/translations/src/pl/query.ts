import type { NamespaceStrings } from '../types.ts';

/** Polish: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Ciąg zapytania ma więcej poziomów zagnieżdżenia, niż wynosi limit ({{limit}}); głębszy warunek where wyślij jako JSON (where={...}) lub jako POST z nagłówkiem X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Lista w ciągu zapytania ma więcej elementów, niż wynosi limit ({{limit}}); dłuższą listę wyślij rozdzieloną przecinkami (in=1,2,3) lub jako JSON (where={...}).',
  tooManyParameters: 'Ciąg zapytania ma więcej parametrów, niż wynosi limit ({{limit}}).',
  unreadable: 'Nie udało się odczytać ciągu zapytania: {{reason}}',
  whereNotJSON: 'where nie jest poprawnym JSON-em: {{reason}}',
  selectInvalid: 'select musi być obiektem, np. select[title]=true, albo listą pól rozdzielonych przecinkami.',
  notTrueOrFalse: 'Oczekiwano true lub false, otrzymano {{value}}.',
  depthOutOfRange: 'depth musi być liczbą całkowitą od 0 do {{max}}; otrzymano {{value}}.',
  countOutOfRange: '{{name}} musi być liczbą całkowitą od {{min}} do {{max}}; otrzymano {{value}}.',
  countTooSmall: '{{name}} musi być liczbą całkowitą nie mniejszą niż {{min}}; otrzymano {{value}}.',
  tooManyUnpaged:
    'Liczba dokumentów pasujących do tego zapytania przekracza {{limit}}, czyli maksimum, jakie zwraca jeden odczyt bez stronicowania; użyj limit i page.',
  localeAllNotWritable: 'Nie można zapisywać z locale=all; w każdym żądaniu wyślij jedną wersję językową.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} musi być obiektem z warunkami dla pól.',
  whereNotList: '{{at}} musi być listą warunków.',
  whereNotOperators: '{{at}} musi przypisywać wartości do operatorów, np. { "equals": "x" }.',
  unknownOperator: 'Nieznany operator „{{operator}}” dla „{{path}}”. Operatory: {{operators}}.',
  operatorNotAllowed: 'Operatora „{{operator}}” nie można użyć dla „{{path}}”. Dozwolone: {{allowed}}.',
  tooManyConditions: 'Przekroczono limit warunków w zapytaniu ({{limit}}).',
  pathInvalid: 'Ścieżka „{{path}}” jest nieprawidłowa.',
  pathUnknownField: 'Ścieżka „{{path}}” jest nieprawidłowa: „{{name}}” nie jest polem w {{owner}}.',
  pathNoSubFields: 'Ścieżka „{{path}}” jest nieprawidłowa: „{{name}}” ({{type}}) nie ma pól podrzędnych.',
  pathPastEnd: 'Ścieżka „{{path}}” biegnie dalej za polem „{{name}}”, które nie ma pól podrzędnych.',
  pathAcrossRelationship:
    'Ścieżka „{{path}}” odczytuje {{name}} przez relację, co nie jest obsługiwane; zamiast tego filtruj według pola.',
  pathTooManyHops: 'Ścieżka „{{path}}” przechodzi przez więcej relacji, niż wynosi limit ({{limit}}).',
  pathNotReadable: 'Ścieżki „{{path}}” nie można użyć w zapytaniu: nie masz uprawnień do jej odczytu.',

  // --- where: values
  valueNotSingle:
    'Nieprawidłowa wartość dla „{{path}}” {{operator}}: oczekiwano pojedynczej wartości, otrzymano obiekt lub listę.',
  valueNotNumber: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: „{{value}}” nie jest liczbą.',
  valueNotBoolean: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: „{{value}}” nie jest wartością true ani false.',
  valueNotDate: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: „{{value}}” nie jest datą.',
  valueNotID: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: „{{value}}” nie jest prawidłowym identyfikatorem.',
  valueNotTrueOrFalse: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: oczekiwano true lub false.',
  valueNotList: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: oczekiwano listy wartości.',
  valueNotText: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: oczekiwano tekstu.',
  valueNull: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: nie można porównywać z null.',
  valueNotNear:
    'Nieprawidłowa wartość dla „{{path}}” near: oczekiwano "longitude,latitude[,maxDistance[,minDistance]]", przy czym długość geograficzna mieści się w zakresie ±180, a szerokość w zakresie ±90.',
  valueNegativeDistance: 'Nieprawidłowa wartość dla „{{path}}” near: odległości podaje się w metrach i nie mogą być ujemne.',
  valueNotPosition: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: pozycja ma postać [długość, szerokość].',
  valuePositionOutOfRange:
    'Nieprawidłowa wartość dla „{{path}}” {{operator}}: pozycja ma postać [długość, szerokość], przy czym długość mieści się w zakresie ±180, a szerokość w zakresie ±90.',
  valueNotGeometry: 'Nieprawidłowa wartość dla „{{path}}” {{operator}}: oczekiwano geometrii GeoJSON.',
  valuePolygonTooShort:
    'Nieprawidłowa wartość dla „{{path}}” {{operator}}: Polygon wymaga pierścienia zewnętrznego z co najmniej 4 pozycjami.',
  valueGeometryType:
    'Nieprawidłowa wartość dla „{{path}}” {{operator}}: typ GeoJSON musi być Point lub Polygon, otrzymano {{value}}.',
  richTextComparesWithText:
    'Nieprawidłowa wartość dla „{{path}}” {{operator}}: pole tekstu sformatowanego porównuje się z tekstem, a nie z listą czy obiektem.',
  numberNotExact:
    'Nieprawidłowa wartość dla „{{path}}” {{operator}}: {{value}} wykracza poza ±{{limit}}, za czym liczby przestają być dokładne.',

  // --- sort
  sortTooMany: 'Przekroczono limit pól sortowania ({{limit}}).',
  sortInvalid: 'Nieprawidłowe sortowanie {{value}}: podaj pole, a dla kolejności malejącej poprzedź je znakiem -.',
  sortNotComparable: 'Nie można sortować według „{{path}}”: nie zawiera ono pojedynczej porównywalnej wartości.',
  sortIntoArray: 'Nie można sortować według „{{path}}”: ścieżka sięga do wnętrza tablicy.',
  sortIntoBlocks: 'Nie można sortować według „{{path}}”: ścieżka sięga do wnętrza bloków.',
  sortIntoRelationship: 'Nie można sortować według „{{path}}”: ścieżka sięga do wnętrza relacji.',
  sortIntoRelationshipList: 'Nie można sortować według „{{path}}”: ścieżka sięga do wnętrza listy relacji.',

  // --- request bodies
  bodyNotObject: 'Treść żądania musi być obiektem JSON z wartościami pól, wysłanym z nagłówkiem Content-Type: application/json.',
  fieldsInvalid_one: 'To pole jest nieprawidłowe: {{paths}}',
  fieldsInvalid_other: 'Te pola są nieprawidłowe: {{paths}}',
  preferenceBody: 'Treść musi być obiektem JSON z preferencją w value: { "value": … }.',
  preferenceBodyExtra: 'Treść może zawierać tylko value; usuń {{keys}}.',
  preferenceKeyInvalid: 'Klucz preferencji to tekst o długości od 1 do {{max}} znaków; otrzymano {{value}}.',
  seoBody: 'Treść musi być obiektem JSON: { collection lub global, id?, path, doc, locale? }.',
  seoPathMissing: 'path musi wskazywać grupę SEO, np. "meta".',
  seoDocNotObject: 'doc musi być obiektem: dokumentem w takiej postaci, w jakiej przechowuje go formularz.',
  formStateBody:
    'Treść musi być obiektem JSON: { collection lub global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState musi być obiektem z wpisami { value }, których kluczami są ścieżki pól.',
  formStateEntryNotObject: 'formState["{{path}}"] musi być obiektem z value.',
  formStateInvalidPath: 'formState zawiera nieprawidłową ścieżkę „{{path}}”.',
  dataNotObject: 'data musi być obiektem z wartościami pól (dokumentem w takiej postaci, w jakiej przechowuje go formularz).',
  dataMissing: 'Treść wymaga data: obiektu z wartościami pól (lub formState: { path: { value } }).',
  localeNotText: 'locale musi być kodem wersji językowej, np. "en".',
  operationInvalid: 'operation musi mieć wartość "create" lub "update"; otrzymano {{value}}.',
  schemaPathNotText: 'schemaPath musi być ścieżką pola, np. "layout.2" (łącznie z indeksami wierszy).',
  schemaPathNoField: 'schemaPath „{{schemaPath}}” nie wskazuje pola w „{{entity}}”: w „{{at}}” nie ma pola „{{name}}”.',
  schemaPathNoSubFields: 'schemaPath „{{schemaPath}}” nie wskazuje pola w „{{entity}}”: „{{name}}” nie zawiera pól.',
  schemaPathRowIndex:
    'schemaPath „{{schemaPath}}” nie wskazuje pola w „{{entity}}”: „{{name}}” jest listą wierszy, więc po nim musi następować indeks wiersza, a nie „{{index}}”.',
  collectionOrGlobal: 'Podaj dokładnie jedno z dwóch: collection lub global (slug).',
  collectionNotSlug: 'collection musi być slugiem.',
  globalNotSlug: 'global musi być slugiem.',
  globalOnlyUpdated: 'Dokument globalny można tylko aktualizować: wyślij operation "update".',
  globalHasNoID: 'Dokument globalny nie ma id; pomiń id.',
  createHasNoID: 'id podaje się tylko przy operation "update"; nowy dokument go nie ma.',
  updateNeedsID: 'operation "update" wymaga id edytowanego dokumentu.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins musi mieć wartość false albo zawierać opcje dla poszczególnych pól złączenia, np. joins[posts][limit]=5.',
  joinUnknown: 'joins wskazuje „{{name}}”, które nie jest polem złączenia tej kolekcji. Pola złączenia: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] nie ma opcji „{{option}}”; dostępne opcje to limit, sort, where i count.',
};
