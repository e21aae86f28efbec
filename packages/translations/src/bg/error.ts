import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Тук не беше намерено нищо.',
  documentNotFound: 'В {{collection}} няма документ с ID {{id}}.',
  collectionNotFound: 'Няма колекция с име „{{slug}}“.',
  globalNotFound: 'Няма глобален документ с име „{{slug}}“.',
  routeNotFound: 'Нищо не отговаря на {{method}} {{url}}.',
  unauthorized: 'Влезте, за да направите това.',
  notAllowedToPerformAction: 'Нямате разрешение за това действие.',
  notAllowedToAccessPage: 'Нямате разрешение да отваряте тази страница.',
  unknown: 'Нещо се обърка по неизвестна причина.',
  unspecific: 'Нещо се обърка.',
  conflict: 'Някой друг е променил този документ, след като сте го отворили.',
  invalidExpectedUpdatedAt:
    'Очакваната стойност на updatedAt „{{value}}“ не е дата: изпратете updatedAt на документа така, както сте го прочели.',
  seoNoGenerator: 'За „{{path}}“ няма настроен генератор за {{kind}}.',
  payloadTooLarge: 'Заявката е твърде голяма: ограничението е {{limit}} байта.',
  jsonBodyTooDeep: 'JSON тялото е вложено на повече от {{limit}} нива.',
  whereTooDeep: 'Филтърът where е вложен на повече от {{limit}} нива.',
  unstorableText:
    '{{path}} съдържа знак NUL или несдвоена сурогатна половина, които не могат да се съхранят. Премахнете го и изпратете отново.',
  bulkUpdateNeedsWhere:
    'Обновяването на много документи изисква филтър where, който избира част от тях (напр. ?where[status][equals]=draft); празен или липсващ филтър би променил всички, затова нищо не е променено.',
  bulkDeleteNeedsWhere:
    'Изтриването на много документи изисква филтър where, който избира част от тях (напр. ?where[status][equals]=draft); празен или липсващ филтър би изтрил всички, затова нищо не е изтрито.',
  richTextComparesWithText:
    'Невалидна стойност за „{{path}}“ {{operator}}: поле с форматиран текст се сравнява с текст, не със списък или обект.',
  queryNumberNotExact:
    'Невалидна стойност за „{{path}}“ {{operator}}: {{value}} е извън ±{{limit}}, отвъд което числата не са точни.',
  documentLocked: 'Някой друг редактира този документ в момента.',
  tooManyRequests: 'Твърде много заявки за кратко време. Изчакайте малко и опитайте отново.',
  malformedJSON: 'Тялото на заявката не можа да бъде прочетено като JSON: {{reason}}',
  invalidID: '„{{id}}“ не може да бъде ID в {{collection}}.',
  unableToDeleteCount: 'Неуспешно изтриване на {{count}} от {{total}} документа ({{label}}).',
  unableToUpdateCount: 'Неуспешно обновяване на {{count}} от {{total}} документа ({{label}}).',
  noMatchedField: 'Няма поле, което да отговаря на „{{label}}“.',
  emailOrPasswordIncorrect: 'Този имейл адрес и паролата не съответстват на нито един акаунт.',
  usernameOrPasswordIncorrect: 'Това потребителско име и паролата не съответстват на нито един акаунт.',
  userEmailAlreadyRegistered: 'Вече има акаунт с този имейл адрес.',
  usernameAlreadyRegistered: 'Вече има акаунт с това потребителско име.',
  tokenNotProvided: 'Заявката не съдържа сесия: първо влезте.',
  logoutFailed: 'Излизането не успя: тази заявка не съдържа активна сесия.',
  userLocked:
    'Акаунтът е заключен след твърде много неуспешни опити за вход. Опитайте по-късно или помолете администратор да го отключи.',
  tokenExpired: 'Сесията ви изтече. Влезте отново.',
  tokenInvalid: 'На този токен не може да се има доверие (подписът, алгоритъмът или твърденията му са грешни).',
  tokenRevoked: 'Тази сесия е затворена (чрез изход или смяна на паролата). Влезте отново.',
  sessionTooOld: 'Този вход е твърде стар, за да бъде подновен. Влезте отново.',
  accountGone: 'Акаунтът, на който принадлежеше този токен, е премахнат.',
  apiKeyInvalid: 'Този API ключ е непознат или е бил заменен.',
  unverifiedEmail: 'Потвърдете имейл адреса си, преди да влезете.',
  tokenInvalidOrExpired: 'Тази връзка вече не е валидна. Поискайте нова.',
  verificationTokenInvalid: 'Тази връзка за потвърждение не е валидна или вече е използвана.',
  firstUserExists: 'Първият акаунт вече съществува. Просто влезте.',
  firstRegisterAdminOnly:
    'По този начин се създава само първият акаунт на административния панел („{{slug}}“); за акаунт се обърнете към администратор.',
  authCollectionNotFound: 'Няма колекция от акаунти с име „{{slug}}“.',
  userNotFound: 'Няма акаунт с този имейл адрес или потребителско име.',
  preferenceNotFound: 'Нямате запазена настройка „{{key}}“.',
};
