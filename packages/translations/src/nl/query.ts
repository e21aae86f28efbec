import type { NamespaceStrings } from '../types.ts';

/** Dutch: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'De querystring is dieper genest dan {{limit}} niveaus; stuur een diepere where als JSON (where={...}) of als POST met X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Een lijst in de querystring bevat meer dan {{limit}} items; stuur een langere lijst kommagescheiden (in=1,2,3) of als JSON (where={...}).',
  tooManyParameters: 'De querystring heeft meer dan {{limit}} parameters.',
  unreadable: 'De querystring kon niet worden gelezen: {{reason}}',
  whereNotJSON: 'where is geen geldige JSON: {{reason}}',
  selectInvalid: 'select moet een object zijn, zoals select[title]=true, of een kommagescheiden lijst met velden.',
  notTrueOrFalse: 'true of false verwacht, maar {{value}} ontvangen.',
  depthOutOfRange: 'depth moet een geheel getal van 0 tot en met {{max}} zijn; ontvangen: {{value}}.',
  countOutOfRange: '{{name}} moet een geheel getal van {{min}} tot en met {{max}} zijn; ontvangen: {{value}}.',
  countTooSmall: '{{name}} moet een geheel getal van minstens {{min}} zijn; ontvangen: {{value}}.',
  tooManyUnpaged:
    'Deze query levert meer dan {{limit}} documenten op, het maximum dat één leesactie zonder paginering teruggeeft; gebruik limit en page.',
  localeAllNotWritable: 'Naar locale=all kan niet worden geschreven; stuur één taalversie per verzoek.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} moet een object met voorwaarden voor velden zijn.',
  whereNotList: '{{at}} moet een lijst met voorwaarden zijn.',
  whereNotOperators: '{{at}} moet operatoren aan waarden koppelen, bijv. { "equals": "x" }.',
  unknownOperator: 'Onbekende operator ‘{{operator}}’ op ‘{{path}}’. Operatoren: {{operators}}.',
  operatorNotAllowed: 'De operator ‘{{operator}}’ kan niet worden gebruikt op ‘{{path}}’. Toegestaan: {{allowed}}.',
  tooManyConditions: 'Een query mag hoogstens {{limit}} voorwaarden bevatten.',
  pathInvalid: 'Het pad ‘{{path}}’ is ongeldig.',
  pathUnknownField: 'Het pad ‘{{path}}’ is ongeldig: ‘{{name}}’ is geen veld van {{owner}}.',
  pathNoSubFields: 'Het pad ‘{{path}}’ is ongeldig: ‘{{name}}’ ({{type}}) heeft geen subvelden.',
  pathPastEnd: 'Het pad ‘{{path}}’ loopt door na ‘{{name}}’, dat geen subvelden heeft.',
  pathAcrossRelationship:
    'Het pad ‘{{path}}’ leest {{name}} via een relatie, en dat wordt niet ondersteund; filter in plaats daarvan op een veld.',
  pathTooManyHops: 'Het pad ‘{{path}}’ loopt via meer dan {{limit}} relaties.',
  pathNotReadable: 'Op het pad ‘{{path}}’ kan niet worden gezocht: je mag het niet lezen.',

  // --- where: values
  valueNotSingle: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: één waarde verwacht, maar een object of lijst ontvangen.',
  valueNotNumber: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: ‘{{value}}’ is geen getal.',
  valueNotBoolean: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: ‘{{value}}’ is niet true of false.',
  valueNotDate: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: ‘{{value}}’ is geen datum.',
  valueNotID: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: ‘{{value}}’ is geen geldige ID.',
  valueNotTrueOrFalse: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: true of false verwacht.',
  valueNotList: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: een lijst met waarden verwacht.',
  valueNotText: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: tekst verwacht.',
  valueNull: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: vergelijken met null is niet mogelijk.',
  valueNotNear:
    'Ongeldige waarde voor ‘{{path}}’ near: "longitude,latitude[,maxDistance[,minDistance]]" verwacht, met de lengtegraad binnen ±180 en de breedtegraad binnen ±90.',
  valueNegativeDistance: 'Ongeldige waarde voor ‘{{path}}’ near: afstanden zijn in meters en kunnen niet negatief zijn.',
  valueNotPosition: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: een positie is [lengtegraad, breedtegraad].',
  valuePositionOutOfRange:
    'Ongeldige waarde voor ‘{{path}}’ {{operator}}: een positie is [lengtegraad, breedtegraad], met de lengtegraad binnen ±180 en de breedtegraad binnen ±90.',
  valueNotGeometry: 'Ongeldige waarde voor ‘{{path}}’ {{operator}}: een GeoJSON-geometrie verwacht.',
  valuePolygonTooShort:
    'Ongeldige waarde voor ‘{{path}}’ {{operator}}: een Polygon heeft een buitenring van minstens 4 posities nodig.',
  valueGeometryType:
    'Ongeldige waarde voor ‘{{path}}’ {{operator}}: het GeoJSON-type moet Point of Polygon zijn, maar is {{value}}.',
  richTextComparesWithText:
    'Ongeldige waarde voor ‘{{path}}’ {{operator}}: een rich-textveld wordt met tekst vergeleken, niet met een lijst of object.',
  numberNotExact:
    'Ongeldige waarde voor ‘{{path}}’ {{operator}}: {{value}} ligt voorbij ±{{limit}}, waarna getallen niet meer exact zijn.',

  // --- sort
  sortTooMany: 'Sorteer op hoogstens {{limit}} velden.',
  sortInvalid: 'Ongeldige sortering {{value}}: geef een veld op, met een - ervoor voor aflopende volgorde.',
  sortNotComparable: 'Kan niet sorteren op ‘{{path}}’: het bevat niet precies één vergelijkbare waarde.',
  sortIntoArray: 'Kan niet sorteren op ‘{{path}}’: het pad gaat een array in.',
  sortIntoBlocks: 'Kan niet sorteren op ‘{{path}}’: het pad gaat blokken in.',
  sortIntoRelationship: 'Kan niet sorteren op ‘{{path}}’: het pad gaat een relatie in.',
  sortIntoRelationshipList: 'Kan niet sorteren op ‘{{path}}’: het pad gaat een lijst met relaties in.',

  // --- request bodies
  bodyNotObject:
    'De inhoud van het verzoek moet een JSON-object met veldwaarden zijn, verstuurd met Content-Type: application/json.',
  fieldsInvalid_one: 'Het volgende veld is ongeldig: {{paths}}',
  fieldsInvalid_other: 'De volgende velden zijn ongeldig: {{paths}}',
  preferenceBody: 'De inhoud moet een JSON-object zijn met de voorkeur in value: { "value": … }.',
  preferenceBodyExtra: 'De inhoud mag alleen value bevatten; verwijder {{keys}}.',
  preferenceKeyInvalid: 'Een voorkeurssleutel is tekst van 1 tot en met {{max}} tekens; ontvangen: {{value}}.',
  seoBody: 'De inhoud moet een JSON-object zijn: { collection of global, id?, path, doc, locale? }.',
  seoPathMissing: 'path moet de SEO-groep aanduiden, zoals "meta".',
  seoDocNotObject: 'doc moet een object zijn: het document zoals het formulier het bevat.',
  formStateBody:
    'De inhoud moet een JSON-object zijn: { collection of global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState moet een object met { value }-items zijn, met het veldpad als sleutel.',
  formStateEntryNotObject: 'formState["{{path}}"] moet een object met een value zijn.',
  formStateInvalidPath: 'formState bevat een ongeldig pad: ‘{{path}}’.',
  dataNotObject: 'data moet een object met veldwaarden zijn (het document zoals het formulier het bevat).',
  dataMissing: 'De inhoud heeft data nodig: een object met veldwaarden (of formState: { path: { value } }).',
  localeNotText: 'locale moet een taalcode zijn, zoals "en".',
  operationInvalid: 'operation moet "create" of "update" zijn; ontvangen: {{value}}.',
  schemaPathNotText: 'schemaPath moet een veldpad zijn, zoals "layout.2" (inclusief rij-indexen).',
  schemaPathNoField: 'schemaPath ‘{{schemaPath}}’ wijst geen veld van ‘{{entity}}’ aan: er is geen veld ‘{{name}}’ in ‘{{at}}’.',
  schemaPathNoSubFields: 'schemaPath ‘{{schemaPath}}’ wijst geen veld van ‘{{entity}}’ aan: ‘{{name}}’ bevat geen velden.',
  schemaPathRowIndex:
    'schemaPath ‘{{schemaPath}}’ wijst geen veld van ‘{{entity}}’ aan: ‘{{name}}’ is een lijst met rijen, dus daarna moet een rij-index volgen, niet ‘{{index}}’.',
  collectionOrGlobal: 'Geef precies één van collection en global op (een slug).',
  collectionNotSlug: 'collection moet een slug zijn.',
  globalNotSlug: 'global moet een slug zijn.',
  globalOnlyUpdated: 'Globale inhoud wordt alleen bijgewerkt: stuur operation "update".',
  globalHasNoID: 'Globale inhoud heeft geen id; laat id weg.',
  createHasNoID: 'id is alleen voor operation "update"; een nieuw document heeft er nog geen.',
  updateNeedsID: 'operation "update" heeft de id nodig van het document dat wordt bewerkt.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins moet false zijn, of opties per koppelveld bevatten, zoals joins[posts][limit]=5.',
  joinUnknown: 'joins noemt ‘{{name}}’, maar dat is geen koppelveld van deze collectie. Koppelvelden: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] heeft geen optie ‘{{option}}’; de opties zijn limit, sort, where en count.',
};
