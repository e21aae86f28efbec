import type { NamespaceStrings } from '../types.ts';

/** French: why the server refused a request's shape (400): query string, where and sort, request bodies. */
export const query: NamespaceStrings<'query'> = {
  // --- the query string
  tooDeep:
    'La chaîne de requête est imbriquée sur plus de {{limit}} niveaux ; envoyez un where plus profond en JSON (where={...}) ou en POST avec X-HTTP-Method-Override: GET.',
  tooManyItems:
    'Une liste de la chaîne de requête contient plus de {{limit}} éléments ; envoyez une liste plus longue séparée par des virgules (in=1,2,3) ou en JSON (where={...}).',
  tooManyParameters: 'La chaîne de requête comporte plus de {{limit}} paramètres.',
  unreadable: 'La chaîne de requête n’a pas pu être lue : {{reason}}',
  whereNotJSON: 'where n’est pas du JSON valide : {{reason}}',
  selectInvalid: 'select doit être un objet comme select[title]=true, ou une liste de champs séparés par des virgules.',
  notTrueOrFalse: 'Valeur attendue : true ou false ; reçu : {{value}}.',
  depthOutOfRange: 'depth doit être un nombre entier compris entre 0 et {{max}} ; reçu : {{value}}.',
  countOutOfRange: '{{name}} doit être un nombre entier compris entre {{min}} et {{max}} ; reçu : {{value}}.',
  countTooSmall: '{{name}} doit être un nombre entier supérieur ou égal à {{min}} ; reçu : {{value}}.',
  tooManyUnpaged:
    'Cette requête correspond à plus de {{limit}} documents, le maximum qu’une lecture sans pagination renvoie ; utilisez limit et page.',
  localeAllNotWritable: 'locale=all ne permet pas d’écrire ; envoyez une seule langue par requête.',

  // --- where: its shape, paths and operators
  whereNotObject: '{{at}} doit être un objet de conditions sur des champs.',
  whereNotList: '{{at}} doit être une liste de conditions.',
  whereNotOperators: '{{at}} doit associer des opérateurs à des valeurs, par exemple { "equals": "x" }.',
  unknownOperator: 'Opérateur « {{operator}} » inconnu sur « {{path}} ». Opérateurs : {{operators}}.',
  operatorNotAllowed:
    'L’opérateur « {{operator}} » ne peut pas être utilisé sur « {{path}} ». Opérateurs autorisés : {{allowed}}.',
  tooManyConditions: 'Une requête peut contenir au plus {{limit}} conditions.',
  pathInvalid: 'Le chemin « {{path}} » n’est pas valide.',
  pathUnknownField: 'Le chemin « {{path}} » n’est pas valide : « {{name}} » n’est pas un champ de {{owner}}.',
  pathNoSubFields: 'Le chemin « {{path}} » n’est pas valide : « {{name}} » ({{type}}) n’a pas de sous-champs.',
  pathPastEnd: 'Le chemin « {{path}} » se poursuit au-delà de « {{name}} », qui n’a pas de sous-champs.',
  pathAcrossRelationship:
    'Le chemin « {{path}} » lit {{name}} à travers une relation, ce qui n’est pas pris en charge ; filtrez plutôt sur un champ.',
  pathTooManyHops: 'Le chemin « {{path}} » traverse plus de {{limit}} relations.',
  pathNotReadable: 'Le chemin « {{path}} » ne peut pas être interrogé : vous n’avez pas le droit de le lire.',

  // --- where: values
  valueNotSingle: 'Valeur non valide pour « {{path}} » {{operator}} : une valeur unique est attendue, pas un objet ni une liste.',
  valueNotNumber: 'Valeur non valide pour « {{path}} » {{operator}} : « {{value}} » n’est pas un nombre.',
  valueNotBoolean: 'Valeur non valide pour « {{path}} » {{operator}} : « {{value}} » n’est ni true ni false.',
  valueNotDate: 'Valeur non valide pour « {{path}} » {{operator}} : « {{value}} » n’est pas une date.',
  valueNotID: 'Valeur non valide pour « {{path}} » {{operator}} : « {{value}} » n’est pas un ID valide.',
  valueNotTrueOrFalse: 'Valeur non valide pour « {{path}} » {{operator}} : true ou false est attendu.',
  valueNotList: 'Valeur non valide pour « {{path}} » {{operator}} : une liste de valeurs est attendue.',
  valueNotText: 'Valeur non valide pour « {{path}} » {{operator}} : un texte est attendu.',
  valueNull: 'Valeur non valide pour « {{path}} » {{operator}} : impossible de comparer avec null.',
  valueNotNear:
    'Valeur non valide pour « {{path}} » near : le format attendu est "longitude,latitude[,maxDistance[,minDistance]]", avec une longitude comprise dans ±180 et une latitude dans ±90.',
  valueNegativeDistance:
    'Valeur non valide pour « {{path}} » near : les distances sont exprimées en mètres et ne peuvent pas être négatives.',
  valueNotPosition: 'Valeur non valide pour « {{path}} » {{operator}} : une position s’écrit [longitude, latitude].',
  valuePositionOutOfRange:
    'Valeur non valide pour « {{path}} » {{operator}} : une position s’écrit [longitude, latitude], avec une longitude comprise dans ±180 et une latitude dans ±90.',
  valueNotGeometry: 'Valeur non valide pour « {{path}} » {{operator}} : une géométrie GeoJSON est attendue.',
  valuePolygonTooShort:
    'Valeur non valide pour « {{path}} » {{operator}} : un Polygon nécessite un anneau extérieur d’au moins 4 positions.',
  valueGeometryType:
    'Valeur non valide pour « {{path}} » {{operator}} : le type GeoJSON doit être Point ou Polygon ; reçu : {{value}}.',
  richTextComparesWithText:
    'Valeur invalide pour « {{path}} » {{operator}} : un champ de texte enrichi se compare à du texte, pas à une liste ni à un objet.',
  numberNotExact:
    'Valeur invalide pour « {{path}} » {{operator}} : {{value}} dépasse ±{{limit}}, au-delà de quoi les nombres ne sont plus exacts.',

  // --- sort
  sortTooMany: 'Triez sur {{limit}} champs au maximum.',
  sortInvalid: 'Tri {{value}} non valide : indiquez un champ, précédé de - pour l’ordre décroissant.',
  sortNotComparable: 'Impossible de trier par « {{path}} » : ce chemin ne contient pas une valeur unique comparable.',
  sortIntoArray: 'Impossible de trier par « {{path}} » : ce chemin entre dans un tableau.',
  sortIntoBlocks: 'Impossible de trier par « {{path}} » : ce chemin entre dans des blocs.',
  sortIntoRelationship: 'Impossible de trier par « {{path}} » : ce chemin entre dans une relation.',
  sortIntoRelationshipList: 'Impossible de trier par « {{path}} » : ce chemin entre dans une liste de relations.',

  // --- request bodies
  bodyNotObject:
    'Le corps de la requête doit être un objet JSON de valeurs de champs, envoyé avec Content-Type: application/json.',
  fieldsInvalid_one: 'Le champ suivant n’est pas valide : {{paths}}',
  fieldsInvalid_other: 'Les champs suivants ne sont pas valides : {{paths}}',
  preferenceBody: 'Le corps doit être un objet JSON contenant la préférence dans value : { "value": … }.',
  preferenceBodyExtra: 'Le corps ne doit contenir que value ; retirez {{keys}}.',
  preferenceKeyInvalid: 'Une clé de préférence est un texte de 1 à {{max}} caractères ; reçu : {{value}}.',
  seoBody: 'Le corps doit être un objet JSON : { collection ou global, id?, path, doc, locale? }.',
  seoPathMissing: 'path doit désigner le groupe SEO, par exemple "meta".',
  seoDocNotObject: 'doc doit être un objet : le document tel que le formulaire le contient.',
  formStateBody:
    'Le corps doit être un objet JSON : { collection ou global, id?, data, operation: "create" | "update", schemaPath?, locale? }.',
  formStateNotObject: 'formState doit être un objet d’entrées { value } dont les clés sont des chemins de champs.',
  formStateEntryNotObject: 'formState["{{path}}"] doit être un objet comportant un value.',
  formStateInvalidPath: 'formState contient un chemin non valide : « {{path}} ».',
  dataNotObject: 'data doit être un objet de valeurs de champs (le document tel que le formulaire le contient).',
  dataMissing: 'Le corps doit contenir data : un objet de valeurs de champs (ou formState: { path: { value } }).',
  localeNotText: 'locale doit être un code de langue, par exemple "en".',
  operationInvalid: 'operation doit valoir "create" ou "update" ; reçu : {{value}}.',
  schemaPathNotText: 'schemaPath doit être un chemin de champ comme "layout.2" (index de lignes compris).',
  schemaPathNoField:
    'schemaPath « {{schemaPath}} » ne désigne aucun champ de « {{entity}} » : il n’existe pas de champ « {{name}} » à « {{at}} ».',
  schemaPathNoSubFields:
    'schemaPath « {{schemaPath}} » ne désigne aucun champ de « {{entity}} » : « {{name}} » ne contient aucun champ.',
  schemaPathRowIndex:
    'schemaPath « {{schemaPath}} » ne désigne aucun champ de « {{entity}} » : « {{name}} » est une liste de lignes, il doit donc être suivi d’un index de ligne, et non de « {{index}} ».',
  collectionOrGlobal: 'Indiquez exactement l’un des deux, collection ou global (un slug).',
  collectionNotSlug: 'collection doit être un slug.',
  globalNotSlug: 'global doit être un slug.',
  globalOnlyUpdated: 'Un global ne peut être que mis à jour : envoyez operation "update".',
  globalHasNoID: 'Un global n’a pas d’ID ; omettez id.',
  createHasNoID: 'id ne sert qu’avec operation "update" ; un nouveau document n’en a pas.',
  updateNeedsID: 'operation "update" nécessite l’ID du document en cours de modification.',

  // --- joins: options per join field (joins[<name>][limit|sort|where|count])
  joinsInvalid: 'joins doit valoir false, ou contenir des options par champ de jointure, par exemple joins[posts][limit]=5.',
  joinUnknown: 'joins cite « {{name}} », qui n’est pas un champ de jointure de cette collection. Champs de jointure : {{joins}}.',
  joinOptionUnknown: 'joins[{{name}}] n’a pas d’option « {{option}} » ; les options sont limit, sort, where et count.',
};
