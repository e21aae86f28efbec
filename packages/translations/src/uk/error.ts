import type { NamespaceStrings } from '../types.ts';

/** Ukrainian: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Тут нічого не знайдено.',
  documentNotFound: 'У колекції {{collection}} немає документа з ID {{id}}.',
  collectionNotFound: 'Колекції «{{slug}}» не існує.',
  globalNotFound: 'Глобального документа «{{slug}}» не існує.',
  routeNotFound: 'Запит {{method}} {{url}} нічим не обробляється.',
  unauthorized: 'Для цього потрібно увійти в систему.',
  notAllowedToPerformAction: 'У вас немає прав на цю дію.',
  notAllowedToAccessPage: 'У вас немає прав на перегляд цієї сторінки.',
  unknown: 'Щось пішло не так, причина невідома.',
  unspecific: 'Щось пішло не так.',
  conflict: 'Поки документ був відкритий у вас, його змінив хтось інший.',
  invalidExpectedUpdatedAt:
    'Очікуване значення updatedAt «{{value}}» не є датою: надішліть updatedAt документа в тому вигляді, у якому ви його отримали.',
  seoNoGenerator: 'Для «{{path}}» не налаштовано генератор {{kind}}.',
  payloadTooLarge: 'Запит завеликий: обмеження — {{limit}} байтів.',
  jsonBodyTooDeep: 'Тіло JSON вкладене глибше ніж {{limit}} рівнів.',
  whereTooDeep: 'Фільтр where вкладений глибше ніж {{limit}} рівнів.',
  unstorableText:
    '{{path}} містить символ NUL або непарну половину сурогатної пари, які не можна зберегти. Вилучіть його й надішліть знову.',
  bulkUpdateNeedsWhere:
    'Щоб змінити багато документів, потрібен фільтр where, що вибирає частину з них (наприклад, ?where[status][equals]=draft); порожній або відсутній фільтр змінив би всі, тому нічого не змінено.',
  bulkDeleteNeedsWhere:
    'Щоб видалити багато документів, потрібен фільтр where, що вибирає частину з них (наприклад, ?where[status][equals]=draft); порожній або відсутній фільтр видалив би всі, тому нічого не видалено.',
  richTextComparesWithText:
    'Неприпустиме значення для «{{path}}» {{operator}}: поле форматованого тексту порівнюється з текстом, а не зі списком чи об’єктом.',
  queryNumberNotExact:
    'Неприпустиме значення для «{{path}}» {{operator}}: {{value}} виходить за ±{{limit}}, де числа перестають бути точними.',
  documentLocked: 'Цей документ зараз редагує хтось інший.',
  tooManyRequests: 'Забагато запитів за короткий час. Зачекайте трохи й спробуйте знову.',
  malformedJSON: 'Не вдалося прочитати тіло запиту як JSON: {{reason}}',
  invalidID: '«{{id}}» не може бути ID у колекції {{collection}}.',
  unableToDeleteCount: 'Не вдалося видалити документи ({{label}}): {{count}} з {{total}}.',
  unableToUpdateCount: 'Не вдалося оновити документи ({{label}}): {{count}} з {{total}}.',
  noMatchedField: 'Немає поля, що відповідає «{{label}}».',
  emailOrPasswordIncorrect: 'Неправильна адреса електронної пошти або пароль.',
  usernameOrPasswordIncorrect: 'Неправильне ім’я користувача або пароль.',
  userEmailAlreadyRegistered: 'Обліковий запис із такою адресою електронної пошти вже існує.',
  usernameAlreadyRegistered: 'Обліковий запис із таким ім’ям користувача вже існує.',
  tokenNotProvided: 'Запит надійшов без сеансу: спершу увійдіть у систему.',
  logoutFailed: 'Не вдалося вийти: у цьому запиті немає активного сеансу.',
  userLocked:
    'Обліковий запис заблоковано через забагато невдалих спроб входу. Спробуйте пізніше або попросіть адміністратора його розблокувати.',
  tokenExpired: 'Сеанс завершився. Увійдіть знову.',
  tokenInvalid: 'Цьому токену не можна довіряти (неправильний підпис, алгоритм або твердження).',
  tokenRevoked: 'Цей сеанс закрито (виходом із системи або зміною пароля). Увійдіть знову.',
  sessionTooOld: 'Цей вхід виконано надто давно, подовжити його не можна. Увійдіть знову.',
  accountGone: 'Обліковий запис, якому належав цей токен, видалено.',
  apiKeyInvalid: 'Цей ключ API невідомий або його замінено.',
  unverifiedEmail: 'Перш ніж увійти, підтвердьте адресу електронної пошти.',
  tokenInvalidOrExpired: 'Це посилання більше не дійсне. Запросіть нове.',
  verificationTokenInvalid: 'Це посилання для підтвердження недійсне або вже використане.',
  firstUserExists: 'Перший обліковий запис уже створено. Просто увійдіть.',
  firstRegisterAdminOnly:
    'Так створюється лише перший обліковий запис панелі адміністратора («{{slug}}»); щоб отримати обліковий запис, зверніться до адміністратора.',
  authCollectionNotFound: 'Колекції облікових записів «{{slug}}» не існує.',
  userNotFound: 'Немає облікового запису з такою адресою електронної пошти чи ім’ям користувача.',
  preferenceNotFound: 'У вас немає збереженого налаштування «{{key}}».',
};
