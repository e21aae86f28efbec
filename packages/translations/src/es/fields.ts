import type { NamespaceStrings } from '../types.ts';

/** Spanish: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'tiene errores',
  clearValue: 'Borrar {{label}}',
  noMatches: 'No hay coincidencias.',
  chooseOption: 'Elige una opción…',

  // Text and number lists
  onePerLine: 'Un valor por línea.',
  commaSeparated: 'Separa los números con comas.',

  // Code
  codeTabHint: 'Tab aplica sangría y Shift+Tab la quita. Para salir del campo, pulsa Esc y después Tab.',
  codeTabReleased: 'Ahora Tab pasa al siguiente campo.',

  // Date
  timeZone: 'Las horas están en tu zona horaria ({{zone}}).',

  // JSON
  invalidJSON: 'Esto todavía no es un JSON válido ({{reason}}). Hasta que lo sea, se conserva el último valor válido.',

  // Point
  latitude: 'Latitud',
  longitude: 'Longitud',

  // Arrays and blocks
  row: 'Fila',
  rows: 'Filas',
  block: 'Bloque',
  blocks: 'Bloques',
  rowLabel: 'Fila {{number}}',
  addLabel: 'Añadir {{label}}',
  noRows: 'Todavía no se ha añadido nada.',
  chooseBlock: 'Elige un bloque',
  unknownBlock: 'Bloque desconocido',
  blockName: 'Nombre del bloque',
  blockNamePlaceholder: 'Opcional: nombre de este bloque en la lista',
  moveRow: 'Mover {{row}}',
  duplicateRow: 'Duplicar {{row}}',
  removeRow: 'Quitar {{row}}',
  collapseAll: 'Contraer todo',
  expandAll: 'Expandir todo',
  dragInstructions:
    'Para mover una fila, pulsa Espacio o Enter sobre su asa, muévela con las flechas arriba y abajo y, después, pulsa Espacio o Enter para soltarla, o Esc para cancelar.',
  dragPickedUp: 'Has tomado la fila de la posición {{position}} de {{count}}.',
  dragMovedTo: 'La fila está sobre la posición {{position}} de {{count}}.',
  dragDropped: 'La fila se ha soltado en la posición {{position}} de {{count}}.',
  dragCancelled: 'Se canceló el movimiento; la fila vuelve a estar donde estaba.',

  // Tabs
  tabNumber: 'Pestaña {{number}}',

  // Relationships and uploads
  documents: 'documentos',
  searchCollection: 'Buscar {{label}}',
  searchToReplace: 'Busca para reemplazar…',
  showOptions: 'Mostrar opciones',
  selectedDocuments: 'Selección: {{label}}',
  editLabel: 'Editar {{label}}',
  editDocument: 'Editar «{{title}}»',
  removeDocument: 'Quitar «{{title}}»',
  swap: 'Reemplazar',
  swapDocument: 'Reemplazar «{{title}}» por otro archivo',
  missingDocument: 'Documento no encontrado ({{id}})',
  chooseFrom: 'Elegir de {{label}}',
  collection: 'Colección',
  alreadySelected: '«{{title}}» (ya seleccionado)',
  loadMore: 'Cargar más',
  discardDrawerTitle: '¿Descartar los cambios?',
  discardDrawerText: 'Lo que has cambiado en este panel todavía no se ha guardado. Si lo cierras, se perderán esos cambios.',
  discardDrawerConfirm: 'Descartar cambios',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Contenido',
  seoTab: 'SEO',
  seoGroup: 'Búsqueda y compartir',
  seoMetaTitle: 'Metatítulo',
  seoMetaDescription: 'Metadescripción',
  seoMetaImage: 'Imagen de vista previa',
  seoOverview: 'Apariencia en buscadores',
  seoChecks: '{{passing}}/{{total}} comprobaciones superadas',
  seoMissing: 'Falta',
  seoTooShort: 'Demasiado corto',
  seoAlmostThere: 'Casi bien',
  seoGood: 'Bien',
  seoTooLong: 'Demasiado largo',
  seoNoImage: 'Sin imagen',
  seoLength: '{{count}} de {{range}} caracteres',
  seoPreview: 'Vista previa en los resultados de búsqueda',
  seoTitleTips: 'Cómo escribir un buen título',
  seoDescriptionTips: 'Cómo escribir una buena descripción',
  seoGenerate: 'Generar',
  seoGenerateField: 'Generar {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Todavía no hay nada que enlace aquí.',
  joinShowing: 'Se muestran {{shown}} de {{total}}.',
};
