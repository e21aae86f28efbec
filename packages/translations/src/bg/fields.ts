import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: the inputs of every field type. */
export const fields: NamespaceStrings<'fields'> = {
  // Shared
  hasErrors: 'съдържа грешки',
  clearValue: 'Изчистване на „{{label}}“',
  noMatches: 'Няма съвпадения.',
  chooseOption: 'Изберете…',

  // Text and number lists
  onePerLine: 'По една стойност на ред.',
  commaSeparated: 'Разделяйте числата със запетаи.',

  // Code
  codeTabHint: 'Tab добавя отстъп, Shift+Tab го премахва. За да излезете от полето, натиснете Esc, а след това Tab.',
  codeTabReleased: 'Сега Tab преминава към следващото поле.',

  // Date
  timeZone: 'Часовете са във вашата часова зона ({{zone}}).',

  // JSON
  invalidJSON: 'Това все още не е валиден JSON ({{reason}}). Дотогава се пази последната валидна стойност.',

  // Point
  latitude: 'Географска ширина',
  longitude: 'Географска дължина',

  // Arrays and blocks
  row: 'Ред',
  rows: 'Редове',
  block: 'Блок',
  blocks: 'Блокове',
  rowLabel: 'Ред {{number}}',
  addLabel: 'Добавяне на {{label}}',
  noRows: 'Все още няма нищо добавено.',
  chooseBlock: 'Изберете блок',
  unknownBlock: 'Непознат блок',
  blockName: 'Име на блока',
  blockNamePlaceholder: 'По избор: име на този блок в списъка',
  moveRow: 'Преместване на „{{row}}“',
  duplicateRow: 'Дублиране на „{{row}}“',
  removeRow: 'Премахване на „{{row}}“',
  collapseAll: 'Свиване на всички',
  expandAll: 'Разгъване на всички',
  dragInstructions:
    'За да преместите ред, натиснете интервал или Enter върху дръжката му, преместете го със стрелките нагоре и надолу, след което натиснете интервал или Enter, за да го пуснете, или Escape, за да се откажете.',
  dragPickedUp: 'Редът на позиция {{position}} от {{count}} е вдигнат.',
  dragMovedTo: 'Редът е над позиция {{position}} от {{count}}.',
  dragDropped: 'Редът е пуснат на позиция {{position}} от {{count}}.',
  dragCancelled: 'Преместването е отменено; редът е на старото си място.',

  // Tabs
  tabNumber: 'Раздел {{number}}',

  // Relationships and uploads
  documents: 'документи',
  searchCollection: 'Търсене на {{label}}',
  searchToReplace: 'Търсете заместител…',
  showOptions: 'Показване на опциите',
  selectedDocuments: 'Избрани в „{{label}}“',
  editLabel: 'Редактиране на {{label}}',
  editDocument: 'Редактиране на „{{title}}“',
  removeDocument: 'Премахване на „{{title}}“',
  swap: 'Замяна',
  swapDocument: 'Замяна на „{{title}}“ с друг файл',
  missingDocument: 'Липсващ документ ({{id}})',
  chooseFrom: 'Избор от „{{label}}“',
  collection: 'Колекция',
  alreadySelected: '„{{title}}“ (вече е избрано)',
  loadMore: 'Зареждане на още',
  discardDrawerTitle: 'Отхвърляне на промените?',
  discardDrawerText: 'Промените в този панел още не са запазени. Ако го затворите, те ще бъдат изгубени.',
  discardDrawerConfirm: 'Отхвърляне на промените',

  // Search appearance (spec 2 "Admin form widgets", 4 "Meta … indicator", 9 lengths): a group marked `admin.seo`.
  seoContentTab: 'Съдържание',
  seoTab: 'SEO',
  seoGroup: 'Търсене и споделяне',
  seoMetaTitle: 'Мета заглавие',
  seoMetaDescription: 'Мета описание',
  seoMetaImage: 'Изображение за преглед',
  seoOverview: 'Изглед в търсачките',
  seoChecks: 'Успешни проверки: {{passing}}/{{total}}',
  seoMissing: 'Липсва',
  seoTooShort: 'Твърде кратко',
  seoAlmostThere: 'Почти добре',
  seoGood: 'Добре',
  seoTooLong: 'Твърде дълго',
  seoNoImage: 'Няма изображение',
  seoLength: '{{count}} от {{range}} знака',
  seoPreview: 'Преглед в резултатите от търсенето',
  seoTitleTips: 'Как да напишете добро заглавие',
  seoDescriptionTips: 'Как да напишете добро описание',
  seoGenerate: 'Генериране',
  seoGenerateField: 'Генериране на {{label}}',

  // Join fields: the documents that point at this one
  joinEmpty: 'Все още нищо не сочи насам.',
  joinShowing: 'Показани {{shown}} от {{total}}.',
};
