import type { NamespaceStrings } from '../types.ts';

/** French: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'contient des erreurs',
  clearValue: 'Effacer : {{label}}',
  noMatches: 'Aucun résultat.',
  chooseOption: 'Choisissez…',

  // Text and number lists
  onePerLine: 'Une valeur par ligne.',
  commaSeparated: 'Séparez les nombres par des virgules.',

  // Code
  codeTabHint: 'Tab indente, Shift+Tab désindente. Pour quitter le champ, appuyez sur Esc, puis sur Tab.',
  codeTabReleased: 'Tab passe maintenant au champ suivant.',

  // Date
  timeZone: 'Les heures sont affichées dans votre fuseau horaire ({{zone}}).',

  // JSON
  invalidJSON: 'Ce JSON n’est pas encore valide ({{reason}}). La dernière valeur valide est conservée d’ici là.',

  // Point
  latitude: 'Latitude',
  longitude: 'Longitude',

  // Arrays and blocks
  row: 'Ligne',
  rows: 'Lignes',
  block: 'Bloc',
  blocks: 'Blocs',
  rowLabel: 'Ligne {{number}}',
  addLabel: 'Ajouter : {{label}}',
  noRows: 'Rien n’a encore été ajouté.',
  chooseBlock: 'Choisir un bloc',
  unknownBlock: 'Bloc inconnu',
  blockName: 'Nom du bloc',
  blockNamePlaceholder: 'Facultatif : nom de ce bloc dans la liste',
  moveRow: 'Déplacer {{row}}',
  duplicateRow: 'Dupliquer {{row}}',
  removeRow: 'Retirer {{row}}',
  collapseAll: 'Tout replier',
  expandAll: 'Tout déplier',
  dragInstructions:
    'Pour déplacer une ligne, appuyez sur Espace ou Enter sur sa poignée, déplacez-la avec les flèches haut et bas, puis appuyez sur Espace ou Enter pour la déposer, ou sur Esc pour annuler.',
  dragPickedUp: 'Ligne soulevée à la position {{position}} sur {{count}}.',
  dragMovedTo: 'La ligne se trouve au-dessus de la position {{position}} sur {{count}}.',
  dragDropped: 'La ligne a été déposée à la position {{position}} sur {{count}}.',
  dragCancelled: 'Déplacement annulé : la ligne est revenue à sa place.',

  // Tabs
  tabNumber: 'Onglet {{number}}',

  // Relationships and uploads
  documents: 'documents',
  searchCollection: 'Rechercher des {{label}}',
  searchToReplace: 'Rechercher pour remplacer…',
  showOptions: 'Afficher les options',
  selectedDocuments: 'Sélection : {{label}}',
  editLabel: 'Modifier : {{label}}',
  editDocument: 'Modifier « {{title}} »',
  removeDocument: 'Retirer « {{title}} »',
  swap: 'Remplacer',
  swapDocument: 'Remplacer « {{title}} » par un autre fichier',
  missingDocument: 'Document introuvable ({{id}})',
  chooseFrom: 'Choisir dans {{label}}',
  collection: 'Collection',
  alreadySelected: '« {{title}} » (déjà sélectionné)',
  loadMore: 'Charger plus',
  discardDrawerTitle: 'Abandonner vos modifications ?',
  discardDrawerText:
    'Les modifications faites dans ce panneau ne sont pas encore enregistrées. Si vous le fermez, elles seront perdues.',
  discardDrawerConfirm: 'Abandonner les modifications',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Contenu',
  seoTab: 'SEO',
  seoGroup: 'Recherche et partage',
  seoMetaTitle: 'Méta-titre',
  seoMetaDescription: 'Méta-description',
  seoMetaImage: 'Image d’aperçu',
  seoOverview: 'Apparence dans la recherche',
  seoChecks: '{{passing}}/{{total}} vérifications réussies',
  seoMissing: 'Vide',
  seoTooShort: 'Trop court',
  seoAlmostThere: 'Presque bon',
  seoGood: 'Bon',
  seoTooLong: 'Trop long',
  seoNoImage: 'Aucune image',
  seoLength: '{{count}} caractères (recommandé : {{range}})',
  seoPreview: 'Aperçu dans les résultats de recherche',
  seoTitleTips: 'Comment rédiger un bon titre',
  seoDescriptionTips: 'Comment rédiger une bonne description',
  seoGenerate: 'Générer',
  seoGenerateField: 'Générer : {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Rien ne renvoie encore ici.',
  joinShowing: '{{shown}} affichés sur {{total}}.',
};
