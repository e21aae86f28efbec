import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: why the server refused the shape of a request (400), for the developer who sent it. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'Spørrestrengen er nestet dypere enn {{limit}} nivåer; send en dypere where som JSON (where={...}) eller som en POST med X-HTTP-Method-Override: GET.',
  tooManyItems:
    'En liste i spørrestrengen har mer enn {{limit}} elementer; send en lengre liste kommaseparert (in=1,2,3) eller som JSON (where={...}).',
  tooManyParameters: 'Spørrestrengen har mer enn {{limit}} parametere.',
  unreadable: 'Spørrestrengen kunne ikke leses: {{reason}}',
  whereNotJSON: 'where er ikke gyldig JSON: {{reason}}',
  selectInvalid: 'select må være et objekt, for eksempel select[title]=true, eller en kommaseparert liste med felt.',
  notTrueOrFalse: 'Forventet true eller false, men fikk {{value}}.',
  depthOutOfRange: 'depth må være et heltall fra 0 til {{max}}; fikk {{value}}.',
  countOutOfRange: '{{name}} må være et heltall fra {{min}} til {{max}}; fikk {{value}}.',
  countTooSmall: '{{name}} må være et heltall på minst {{min}}; fikk {{value}}.',
  tooManyUnpaged:
    'Denne spørringen treffer mer enn {{limit}} dokumenter, som er det meste én lesing uten sideinndeling returnerer; bruk limit og page.',
  localeAllNotWritable: 'Det kan ikke skrives til locale=all; send én språkversjon per forespørsel.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} må være et objekt med betingelser for felt.',
  whereNotList: '{{at}} må være en liste med betingelser.',
  whereNotOperators: '{{at}} må knytte operatorer til verdier, f.eks. { "equals": "x" }.',
  unknownOperator: 'Ukjent operator «{{operator}}» på «{{path}}». Operatorer: {{operators}}.',
  operatorNotAllowed: 'Operatoren «{{operator}}» kan ikke brukes på «{{path}}». Tillatt: {{allowed}}.',
  tooManyConditions: 'En spørring kan ha høyst {{limit}} betingelser.',
  pathInvalid: 'Stien «{{path}}» er ikke gyldig.',
  pathUnknownField: 'Stien «{{path}}» er ikke gyldig: «{{name}}» er ikke et felt i {{owner}}.',
  pathNoSubFields: 'Stien «{{path}}» er ikke gyldig: «{{name}}» ({{type}}) har ingen underfelt.',
  pathPastEnd: 'Stien «{{path}}» fortsetter etter «{{name}}», som ikke har underfelt.',
  pathAcrossRelationship:
    'Stien «{{path}}» leser {{name}} gjennom en relasjon, og det støttes ikke; filtrer på et felt i stedet.',
  pathTooManyHops: 'Stien «{{path}}» går gjennom mer enn {{limit}} relasjoner.',
  pathNotReadable: 'Stien «{{path}}» kan ikke brukes i en spørring: du har ikke lov til å lese den.',

  // --- where: values
  valueNotSingle: 'Ugyldig verdi for «{{path}}» {{operator}}: forventet én enkelt verdi, men fikk et objekt eller en liste.',
  valueNotNumber: 'Ugyldig verdi for «{{path}}» {{operator}}: «{{value}}» er ikke et tall.',
  valueNotBoolean: 'Ugyldig verdi for «{{path}}» {{operator}}: «{{value}}» er verken true eller false.',
  valueNotDate: 'Ugyldig verdi for «{{path}}» {{operator}}: «{{value}}» er ikke en dato.',
  valueNotID: 'Ugyldig verdi for «{{path}}» {{operator}}: «{{value}}» er ikke en gyldig ID.',
  valueNotTrueOrFalse: 'Ugyldig verdi for «{{path}}» {{operator}}: forventet true eller false.',
  valueNotList: 'Ugyldig verdi for «{{path}}» {{operator}}: forventet en liste med verdier.',
  valueNotText: 'Ugyldig verdi for «{{path}}» {{operator}}: forventet tekst.',
  valueNull: 'Ugyldig verdi for «{{path}}» {{operator}}: kan ikke sammenlignes med null.',
  valueNotNear:
    'Ugyldig verdi for «{{path}}» near: forventet "longitude,latitude[,maxDistance[,minDistance]]" med lengdegrad innenfor ±180 og breddegrad innenfor ±90.',
  valueNegativeDistance: 'Ugyldig verdi for «{{path}}» near: avstander oppgis i meter og kan ikke være negative.',
  valueNotPosition: 'Ugyldig verdi for «{{path}}» {{operator}}: en posisjon er [lengdegrad, breddegrad].',
  valuePositionOutOfRange:
    'Ugyldig verdi for «{{path}}» {{operator}}: en posisjon er [lengdegrad, breddegrad] med lengdegrad innenfor ±180 og breddegrad innenfor ±90.',
  valueNotGeometry: 'Ugyldig verdi for «{{path}}» {{operator}}: forventet en GeoJSON-geometri.',
  valuePolygonTooShort: 'Ugyldig verdi for «{{path}}» {{operator}}: en Polygon trenger en ytre ring med minst 4 posisjoner.',
  valueGeometryType: 'Ugyldig verdi for «{{path}}» {{operator}}: GeoJSON-typen må være Point eller Polygon, men var {{value}}.',
  richTextComparesWithText:
    'Ugyldig verdi for «{{path}}» {{operator}}: et rik tekst-felt sammenlignes med tekst, ikke med en liste eller et objekt.',
  numberNotExact:
    'Ugyldig verdi for «{{path}}» {{operator}}: {{value}} ligger utenfor ±{{limit}}, der tall slutter å være nøyaktige.',

  // --- sort
  sortTooMany: 'Sorter etter høyst {{limit}} felt.',
  sortInvalid: 'Ugyldig sortering {{value}}: oppgi et felt, med - foran for synkende rekkefølge.',
  sortNotComparable: 'Kan ikke sortere etter «{{path}}»: feltet har ikke én enkelt sammenlignbar verdi.',
  sortIntoArray: 'Kan ikke sortere etter «{{path}}»: stien går inn i et array.',
  sortIntoBlocks: 'Kan ikke sortere etter «{{path}}»: stien går inn i blokker.',
  sortIntoRelationship: 'Kan ikke sortere etter «{{path}}»: stien går inn i en relasjon.',
  sortIntoRelationshipList: 'Kan ikke sortere etter «{{path}}»: stien går inn i en liste med relasjoner.',

  // --- request bodies
  bodyNotObject: 'Innholdet i forespørselen må være et JSON-objekt med feltverdier, sendt med Content-Type: application/json.',
  fieldsInvalid_one: 'Dette feltet er ugyldig: {{paths}}',
  fieldsInvalid_other: 'Disse feltene er ugyldige: {{paths}}',
  preferenceBody: 'Innholdet må være et JSON-objekt med innstillingen i value: { "value": … }.',
  preferenceBodyExtra: 'Innholdet kan bare inneholde value; fjern {{keys}}.',
  preferenceKeyInvalid: 'En innstillingsnøkkel er tekst på 1 til {{max}} tegn; fikk {{value}}.',
  seoBody: 'Innholdet må være et JSON-objekt: { collection eller global, id?, path, doc, locale? }.',
  seoPathMissing: 'path må angi SEO-gruppen, for eksempel "meta".',
  seoDocNotObject: 'doc må være et objekt: dokumentet slik skjemaet har det.',
  formStateBody:
    'Innholdet må være et JSON-objekt: { collection eller global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState må være et objekt med { value }-oppføringer, der feltstien er nøkkelen.',
  formStateEntryNotObject: 'formState["{{path}}"] må være et objekt med en value.',
  formStateInvalidPath: 'formState har en ugyldig sti: «{{path}}».',
  dataNotObject: 'data må være et objekt med feltverdier (dokumentet slik skjemaet har det).',
  dataMissing: 'Innholdet mangler data: et objekt med feltverdier (eller formState: { path: { value } }).',
  localeNotText: 'locale må være en språkkode, for eksempel "en".',
  operationInvalid: 'operation må være "create" eller "update"; fikk {{value}}.',
  schemaPathNotText: 'schemaPath må være en feltsti, for eksempel "layout.2" (med radindekser).',
  schemaPathNoField:
    'schemaPath «{{schemaPath}}» peker ikke på et felt i «{{entity}}»: det finnes ikke noe felt «{{name}}» i «{{at}}».',
  schemaPathNoSubFields: 'schemaPath «{{schemaPath}}» peker ikke på et felt i «{{entity}}»: «{{name}}» inneholder ingen felt.',
  schemaPathRowIndex:
    'schemaPath «{{schemaPath}}» peker ikke på et felt i «{{entity}}»: «{{name}}» er en liste med rader, så etter den må det komme en radindeks, ikke «{{index}}».',
  collectionOrGlobal: 'Oppgi nøyaktig én av collection og global (en slug).',
  collectionNotSlug: 'collection må være en slug.',
  globalNotSlug: 'global må være en slug.',
  globalOnlyUpdated: 'Globalt innhold kan bare oppdateres: send operation "update".',
  globalHasNoID: 'Globalt innhold har ingen id; utelat id.',
  createHasNoID: 'id brukes bare med operation "update"; et nytt dokument har ingen.',
  updateNeedsID: 'operation "update" krever id-en til dokumentet som redigeres.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins må være false eller inneholde valg per koblingsfelt, for eksempel joins[posts][limit]=5.',
  joinUnknown: 'joins nevner «{{name}}», som ikke er et koblingsfelt i denne samlingen. Koblingsfelt: {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] har ikke valget «{{option}}»; valgene er limit, sort, where og count.',
};
