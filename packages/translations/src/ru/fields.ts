import type { NamespaceStrings } from '../types.ts';

/** Russian: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'содержит ошибки',
  clearValue: 'Очистить поле «{{label}}»',
  noMatches: 'Ничего не найдено.',
  chooseOption: 'Выберите вариант…',

  // Text and number lists
  onePerLine: 'По одному значению в строке.',
  commaSeparated: 'Разделяйте числа запятыми.',

  // Code
  codeTabHint: 'Tab добавляет отступ, Shift+Tab убирает его. Чтобы выйти из поля, нажмите Esc, затем Tab.',
  codeTabReleased: 'Теперь Tab переходит к следующему полю.',

  // Date
  timeZone: 'Время указано в вашем часовом поясе ({{zone}}).',

  // JSON
  invalidJSON: 'Пока это некорректный JSON ({{reason}}). До исправления сохраняется последнее корректное значение.',

  // Point
  latitude: 'Широта',
  longitude: 'Долгота',

  // Arrays and blocks
  row: 'Строка',
  rows: 'Строки',
  block: 'Блок',
  blocks: 'Блоки',
  rowLabel: 'Строка {{number}}',
  addLabel: 'Добавить: {{label}}',
  noRows: 'Пока ничего не добавлено.',
  chooseBlock: 'Выберите блок',
  unknownBlock: 'Неизвестный блок',
  blockName: 'Название блока',
  blockNamePlaceholder: 'Необязательно: название этого блока в списке',
  moveRow: 'Переместить «{{row}}»',
  duplicateRow: 'Дублировать «{{row}}»',
  removeRow: 'Удалить «{{row}}»',
  collapseAll: 'Свернуть все',
  expandAll: 'Развернуть все',
  dragInstructions:
    'Чтобы переместить строку, нажмите Пробел или Enter на её маркере, передвиньте её клавишами со стрелками вверх и вниз, затем нажмите Пробел или Enter, чтобы отпустить, или Escape для отмены.',
  dragPickedUp: 'Строка взята с позиции {{position}} из {{count}}.',
  dragMovedTo: 'Строка над позицией {{position}} из {{count}}.',
  dragDropped: 'Строка перемещена на позицию {{position}} из {{count}}.',
  dragCancelled: 'Перемещение отменено, строка вернулась на прежнее место.',

  // Tabs
  tabNumber: 'Вкладка {{number}}',

  // Relationships and uploads
  documents: 'документы',
  searchCollection: 'Поиск: {{label}}',
  searchToReplace: 'Найдите замену…',
  showOptions: 'Показать варианты',
  selectedDocuments: 'Выбрано в поле «{{label}}»',
  editLabel: 'Редактировать: {{label}}',
  editDocument: 'Редактировать «{{title}}»',
  removeDocument: 'Убрать «{{title}}»',
  swap: 'Заменить',
  swapDocument: 'Заменить «{{title}}» другим файлом',
  missingDocument: 'Документ не найден ({{id}})',
  chooseFrom: 'Выбрать из коллекции «{{label}}»',
  collection: 'Коллекция',
  alreadySelected: '«{{title}}» (уже выбрано)',
  loadMore: 'Загрузить ещё',
  discardDrawerTitle: 'Сбросить изменения?',
  discardDrawerText: 'Изменения в этой панели ещё не сохранены. Если закрыть её, они будут потеряны.',
  discardDrawerConfirm: 'Сбросить изменения',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Содержимое',
  seoTab: 'SEO',
  seoGroup: 'Поиск и публикация',
  seoMetaTitle: 'Мета-заголовок',
  seoMetaDescription: 'Мета-описание',
  seoMetaImage: 'Изображение для превью',
  seoOverview: 'Вид в поиске',
  seoChecks: 'Пройдено проверок: {{passing}}/{{total}}',
  seoMissing: 'Отсутствует',
  seoTooShort: 'Слишком коротко',
  seoAlmostThere: 'Почти хорошо',
  seoGood: 'Хорошо',
  seoTooLong: 'Слишком длинно',
  seoNoImage: 'Нет изображения',
  seoLength: 'Символов: {{count}} (рекомендуется {{range}})',
  seoPreview: 'Предпросмотр в поисковой выдаче',
  seoTitleTips: 'Как написать хороший заголовок',
  seoDescriptionTips: 'Как написать хорошее описание',
  seoGenerate: 'Сгенерировать',
  seoGenerateField: 'Сгенерировать: {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Пока сюда ничего не ссылается.',
  joinShowing: 'Показано {{shown}} из {{total}}.',
};
