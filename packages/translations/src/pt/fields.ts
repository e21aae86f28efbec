import type { NamespaceStrings } from '../types.ts';

/** Portuguese: the fields area, the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'tem erros',
  clearValue: 'Limpar {{label}}',
  noMatches: 'Nenhuma correspondência.',
  chooseOption: 'Escolha uma opção…',

  // Text and number lists
  onePerLine: 'Um valor por linha.',
  commaSeparated: 'Separe os números com vírgulas.',

  // Code
  codeTabHint: 'Tab aumenta o recuo e Shift+Tab o diminui. Para sair do campo, pressione Esc e depois Tab.',
  codeTabReleased: 'Agora Tab vai para o próximo campo.',

  // Date
  timeZone: 'Os horários estão no seu fuso horário ({{zone}}).',

  // JSON
  invalidJSON: 'Isto ainda não é um JSON válido ({{reason}}). O último valor válido é mantido até que seja.',

  // Point
  latitude: 'Latitude',
  longitude: 'Longitude',

  // Arrays and blocks
  row: 'Linha',
  rows: 'Linhas',
  block: 'Bloco',
  blocks: 'Blocos',
  rowLabel: 'Linha {{number}}',
  addLabel: 'Adicionar {{label}}',
  noRows: 'Nada adicionado ainda.',
  chooseBlock: 'Escolha um bloco',
  unknownBlock: 'Bloco desconhecido',
  blockName: 'Nome do bloco',
  blockNamePlaceholder: 'Opcional: nome deste bloco na lista',
  moveRow: 'Mover {{row}}',
  duplicateRow: 'Duplicar {{row}}',
  removeRow: 'Remover {{row}}',
  collapseAll: 'Recolher tudo',
  expandAll: 'Expandir tudo',
  dragInstructions:
    'Para mover uma linha, pressione Espaço ou Enter na alça dela, mova-a com as setas para cima e para baixo e pressione Espaço ou Enter para soltá-la, ou Esc para cancelar.',
  dragPickedUp: 'Você pegou a linha na posição {{position}} de {{count}}.',
  dragMovedTo: 'A linha está sobre a posição {{position}} de {{count}}.',
  dragDropped: 'A linha foi solta na posição {{position}} de {{count}}.',
  dragCancelled: 'Movimento cancelado; a linha voltou para onde estava.',

  // Tabs
  tabNumber: 'Aba {{number}}',

  // Relationships and uploads
  documents: 'documentos',
  searchCollection: 'Pesquisar {{label}}',
  searchToReplace: 'Pesquise para substituir…',
  showOptions: 'Mostrar opções',
  selectedDocuments: 'Seleção: {{label}}',
  editLabel: 'Editar {{label}}',
  editDocument: 'Editar “{{title}}”',
  removeDocument: 'Remover “{{title}}”',
  swap: 'Substituir',
  swapDocument: 'Substituir “{{title}}” por outro arquivo',
  missingDocument: 'Documento ausente ({{id}})',
  chooseFrom: 'Escolher em {{label}}',
  collection: 'Coleção',
  alreadySelected: '“{{title}}” (já selecionado)',
  loadMore: 'Carregar mais',
  discardDrawerTitle: 'Descartar suas alterações?',
  discardDrawerText: 'O que você alterou neste painel ainda não foi salvo. Se fechá-lo, essas alterações serão perdidas.',
  discardDrawerConfirm: 'Descartar alterações',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Conteúdo',
  seoTab: 'SEO',
  seoGroup: 'Pesquisa e compartilhamento',
  seoMetaTitle: 'Metatítulo',
  seoMetaDescription: 'Metadescrição',
  seoMetaImage: 'Imagem de pré-visualização',
  seoOverview: 'Aparência na pesquisa',
  seoChecks: '{{passing}}/{{total}} verificações aprovadas',
  seoMissing: 'Ausente',
  seoTooShort: 'Muito curto',
  seoAlmostThere: 'Quase lá',
  seoGood: 'Bom',
  seoTooLong: 'Muito longo',
  seoNoImage: 'Sem imagem',
  seoLength: '{{count}} de {{range}} caracteres',
  seoPreview: 'Pré-visualização nos resultados de pesquisa',
  seoTitleTips: 'Como escrever um bom título',
  seoDescriptionTips: 'Como escrever uma boa descrição',
  seoGenerate: 'Gerar',
  seoGenerateField: 'Gerar {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Nada faz referência a este item ainda.',
  joinShowing: 'Mostrando {{shown}} de {{total}}.',
};
