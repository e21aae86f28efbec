import type { NamespaceStrings } from '../types.ts';

/** Ukrainian: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'містить помилки',
  clearValue: 'Очистити поле «{{label}}»',
  noMatches: 'Нічого не знайдено.',
  chooseOption: 'Виберіть варіант…',

  // Text and number lists
  onePerLine: 'По одному значенню в рядку.',
  commaSeparated: 'Розділяйте числа комами.',

  // Code
  codeTabHint: 'Tab додає відступ, Shift+Tab прибирає його. Щоб вийти з поля, натисніть Esc, а потім Tab.',
  codeTabReleased: 'Тепер Tab переходить до наступного поля.',

  // Date
  timeZone: 'Час указано у вашому часовому поясі ({{zone}}).',

  // JSON
  invalidJSON: 'Поки що це некоректний JSON ({{reason}}). Доки його не виправлено, зберігається останнє коректне значення.',

  // Point
  latitude: 'Широта',
  longitude: 'Довгота',

  // Arrays and blocks
  row: 'Рядок',
  rows: 'Рядки',
  block: 'Блок',
  blocks: 'Блоки',
  rowLabel: 'Рядок {{number}}',
  addLabel: 'Додати: {{label}}',
  noRows: 'Ще нічого не додано.',
  chooseBlock: 'Виберіть блок',
  unknownBlock: 'Невідомий блок',
  blockName: 'Назва блоку',
  blockNamePlaceholder: 'Необов’язково: назва цього блоку в списку',
  moveRow: 'Перемістити «{{row}}»',
  duplicateRow: 'Дублювати «{{row}}»',
  removeRow: 'Видалити «{{row}}»',
  collapseAll: 'Згорнути всі',
  expandAll: 'Розгорнути всі',
  dragInstructions:
    'Щоб перемістити рядок, натисніть Пробіл або Enter на його маркері, пересуньте його клавішами зі стрілками вгору та вниз, а потім натисніть Пробіл або Enter, щоб відпустити, чи Escape, щоб скасувати.',
  dragPickedUp: 'Рядок узято з позиції {{position}} з {{count}}.',
  dragMovedTo: 'Рядок над позицією {{position}} з {{count}}.',
  dragDropped: 'Рядок переміщено на позицію {{position}} з {{count}}.',
  dragCancelled: 'Переміщення скасовано, рядок повернувся на попереднє місце.',

  // Tabs
  tabNumber: 'Вкладка {{number}}',

  // Relationships and uploads
  documents: 'документи',
  searchCollection: 'Пошук: {{label}}',
  searchToReplace: 'Знайдіть заміну…',
  showOptions: 'Показати варіанти',
  selectedDocuments: 'Вибране в полі «{{label}}»',
  editLabel: 'Редагувати: {{label}}',
  editDocument: 'Редагувати «{{title}}»',
  removeDocument: 'Прибрати «{{title}}»',
  swap: 'Замінити',
  swapDocument: 'Замінити «{{title}}» іншим файлом',
  missingDocument: 'Документ не знайдено ({{id}})',
  chooseFrom: 'Вибрати з колекції «{{label}}»',
  collection: 'Колекція',
  alreadySelected: '«{{title}}» (уже вибрано)',
  loadMore: 'Завантажити ще',
  discardDrawerTitle: 'Скинути зміни?',
  discardDrawerText: 'Зміни в цій панелі ще не збережено. Якщо її закрити, їх буде втрачено.',
  discardDrawerConfirm: 'Скинути зміни',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Вміст',
  seoTab: 'SEO',
  seoGroup: 'Пошук і поширення',
  seoMetaTitle: 'Мета-заголовок',
  seoMetaDescription: 'Мета-опис',
  seoMetaImage: 'Зображення для попереднього перегляду',
  seoOverview: 'Вигляд у пошуку',
  seoChecks: 'Пройдено перевірок: {{passing}}/{{total}}',
  seoMissing: 'Немає',
  seoTooShort: 'Закороткий',
  seoAlmostThere: 'Майже добре',
  seoGood: 'Добре',
  seoTooLong: 'Задовгий',
  seoNoImage: 'Немає зображення',
  seoLength: 'Символів: {{count}} (рекомендовано {{range}})',
  seoPreview: 'Попередній перегляд у результатах пошуку',
  seoTitleTips: 'Як написати вдалий заголовок',
  seoDescriptionTips: 'Як написати вдалий опис',
  seoGenerate: 'Згенерувати',
  seoGenerateField: 'Згенерувати: {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Поки що сюди нічого не посилається.',
  joinShowing: 'Показано {{shown}} з {{total}}.',
};
