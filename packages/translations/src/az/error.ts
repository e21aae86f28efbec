import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: errors the server answers with, and the admin shows as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Burada heç nə tapılmadı.',
  documentNotFound: '{{collection}} kolleksiyasında {{id}} ID-li sənəd yoxdur.',
  collectionNotFound: '«{{slug}}» adlı kolleksiya yoxdur.',
  globalNotFound: '«{{slug}}» adlı qlobal element yoxdur.',
  routeNotFound: '{{method}} {{url}} sorğusuna heç nə cavab vermir.',
  unauthorized: 'Bunu etmək üçün daxil olun.',
  notAllowedToPerformAction: 'Bunu etməyə icazəniz yoxdur.',
  notAllowedToAccessPage: 'Bu səhifəni açmağa icazəniz yoxdur.',
  unknown: 'Naməlum səbəbdən xəta baş verdi.',
  unspecific: 'Xəta baş verdi.',
  conflict: 'Siz bu sənədi açandan sonra onu başqası dəyişib.',
  invalidExpectedUpdatedAt:
    'Gözlənilən updatedAt dəyəri «{{value}}» tarix deyil: sənədin updatedAt dəyərini oxuduğunuz kimi göndərin.',
  seoNoGenerator: '"{{path}}" üçün {{kind}} generatoru təyin olunmayıb.',
  payloadTooLarge: 'Sorğu çox böyükdür: limit {{limit}} baytdır.',
  jsonBodyTooDeep: 'JSON gövdəsi {{limit}} səviyyədən dərin iç-içədir.',
  whereTooDeep: 'where filtri {{limit}} səviyyədən dərin iç-içədir.',
  unstorableText:
    '{{path}} saxlanıla bilməyən NUL simvolu və ya cütsüz surrogat yarısı ehtiva edir. Onu silin və yenidən göndərin.',
  bulkUpdateNeedsWhere:
    'Bir neçə sənədi yeniləmək üçün onlardan bəzilərini seçən where filtri lazımdır (məs. ?where[status][equals]=draft); boş və ya olmayan filtr hamısını dəyişərdi, ona görə heç nə dəyişmədi.',
  bulkDeleteNeedsWhere:
    'Bir neçə sənədi silmək üçün onlardan bəzilərini seçən where filtri lazımdır (məs. ?where[status][equals]=draft); boş və ya olmayan filtr hamısını silərdi, ona görə heç nə silinmədi.',
  richTextComparesWithText:
    '«{{path}}» {{operator}} üçün yanlış dəyər: zəngin mətn sahəsi siyahı və ya obyektlə deyil, mətnlə müqayisə olunur.',
  queryNumberNotExact:
    '«{{path}}» {{operator}} üçün yanlış dəyər: {{value}} ±{{limit}} həddini aşır, bundan sonra ədədlər dəqiq deyil.',
  documentLocked: 'Bu sənədi hazırda başqası redaktə edir.',
  tooManyRequests: 'Qısa müddətdə həddən çox sorğu göndərilib. Bir az gözləyin və yenidən cəhd edin.',
  malformedJSON: 'Sorğunun gövdəsini JSON kimi oxumaq mümkün olmadı: {{reason}}',
  invalidID: '«{{id}}» {{collection}} kolleksiyasında ID ola bilməz.',
  unableToDeleteCount: '{{label}}: {{total}} sənəddən {{count}} sənədi silmək mümkün olmadı.',
  unableToUpdateCount: '{{label}}: {{total}} sənəddən {{count}} sənədi yeniləmək mümkün olmadı.',
  noMatchedField: '«{{label}}» ilə uyğun gələn sahə yoxdur.',
  emailOrPasswordIncorrect: 'Bu e-poçt ünvanı və şifrə heç bir hesaba uyğun gəlmir.',
  usernameOrPasswordIncorrect: 'Bu istifadəçi adı və şifrə heç bir hesaba uyğun gəlmir.',
  userEmailAlreadyRegistered: 'Bu e-poçt ünvanı ilə hesab artıq mövcuddur.',
  usernameAlreadyRegistered: 'Bu istifadəçi adı ilə hesab artıq mövcuddur.',
  tokenNotProvided: 'Bu sorğu ilə heç bir sessiya gəlmədi: əvvəlcə daxil olun.',
  logoutFailed: 'Çıxış etmək mümkün olmadı: bu sorğuda aktiv sessiya yoxdur.',
  userLocked:
    'Çoxlu uğursuz giriş cəhdinə görə bu hesab kilidlənib. Sonra yenidən cəhd edin və ya administratordan kilidi açmağı xahiş edin.',
  tokenExpired: 'Sessiyanız başa çatıb. Yenidən daxil olun.',
  tokenInvalid: 'Bu tokenə etibar etmək olmaz (imzası, alqoritmi və ya iddiaları yanlışdır).',
  tokenRevoked: 'Bu sessiya bağlanıb (çıxış və ya şifrə dəyişikliyi ilə). Yenidən daxil olun.',
  sessionTooOld: 'Bu giriş yenilənmək üçün çox köhnədir. Yenidən daxil olun.',
  accountGone: 'Bu tokenin aid olduğu hesab silinib.',
  apiKeyInvalid: 'Bu API açarı naməlumdur və ya dəyişdirilib.',
  unverifiedEmail: 'Daxil olmazdan əvvəl e-poçt ünvanınızı təsdiqləyin.',
  tokenInvalidOrExpired: 'Bu keçid artıq etibarlı deyil. Yenisini istəyin.',
  verificationTokenInvalid: 'Bu təsdiq keçidi etibarlı deyil və ya artıq istifadə olunub.',
  firstUserExists: 'İlk hesab artıq mövcuddur. Bunun əvəzinə daxil olun.',
  firstRegisterAdminOnly:
    'Bu üsulla yalnız admin panelinin ilk hesabı («{{slug}}») yaradılır; hesab üçün administratora müraciət edin.',
  authCollectionNotFound: '«{{slug}}» adlı hesablar kolleksiyası yoxdur.',
  userNotFound: 'Bu e-poçt ünvanı və ya istifadəçi adı olan hesab yoxdur.',
  preferenceNotFound: '«{{key}}» adlı yadda saxlanılmış tərcihiniz yoxdur.',
};
