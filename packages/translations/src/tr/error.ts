import type { NamespaceStrings } from '../types.ts';

/** Turkish: errors the server answers with, and the admin shows as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Burada hiçbir şey bulunamadı.',
  documentNotFound: '{{collection}} içinde kimliği {{id}} olan bir belge yok.',
  collectionNotFound: '"{{slug}}" adında bir koleksiyon yok.',
  globalNotFound: '"{{slug}}" adında bir global öğe yok.',
  routeNotFound: '{{method}} {{url}} isteğine yanıt veren bir şey yok.',
  unauthorized: 'Bunu yapmak için giriş yapın.',
  notAllowedToPerformAction: 'Bunu yapma izniniz yok.',
  notAllowedToAccessPage: 'Bu sayfayı açma izniniz yok.',
  unknown: 'Bir şeyler ters gitti ve nedeni bilinmiyor.',
  unspecific: 'Bir şeyler ters gitti.',
  conflict: 'Siz açtıktan sonra bu belgeyi başka biri değiştirdi.',
  invalidExpectedUpdatedAt:
    'Beklenen updatedAt değeri “{{value}}” bir tarih değil: belgenin updatedAt değerini okuduğunuz gibi gönderin.',
  seoNoGenerator: '“{{path}}” için {{kind}} üreticisi ayarlanmamış.',
  payloadTooLarge: 'İstek çok büyük: sınır {{limit}} bayt.',
  jsonBodyTooDeep: 'JSON gövdesi {{limit}} düzeyden daha derin iç içe geçmiş.',
  whereTooDeep: 'where filtresi {{limit}} düzeyden daha derin iç içe geçmiş.',
  unstorableText:
    '{{path}} kaydedilemeyen bir NUL karakteri ya da eşsiz bir vekil (surrogate) yarısı içeriyor. Kaldırıp yeniden gönderin.',
  bulkUpdateNeedsWhere:
    'Birden çok belgeyi güncellemek için bazılarını seçen bir where filtresi gerekir (ör. ?where[status][equals]=draft); boş ya da eksik bir filtre hepsini değiştirirdi, bu yüzden hiçbir şey değiştirilmedi.',
  bulkDeleteNeedsWhere:
    'Birden çok belgeyi silmek için bazılarını seçen bir where filtresi gerekir (ör. ?where[status][equals]=draft); boş ya da eksik bir filtre hepsini silerdi, bu yüzden hiçbir şey silinmedi.',
  richTextComparesWithText:
    '"{{path}}" {{operator}} için geçersiz değer: zengin metin alanı liste ya da nesneyle değil, metinle karşılaştırılır.',
  queryNumberNotExact:
    '"{{path}}" {{operator}} için geçersiz değer: {{value}}, ±{{limit}} sınırının ötesinde; bu sınırdan sonra sayılar kesin değildir.',
  documentLocked: 'Bu belgeyi şu anda başka biri düzenliyor.',
  tooManyRequests: 'Kısa sürede çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.',
  malformedJSON: 'İstek gövdesi JSON olarak okunamadı: {{reason}}',
  invalidID: '"{{id}}", {{collection}} içinde bir kimlik olamaz.',
  unableToDeleteCount: '{{total}} belgeden {{count}} tanesi silinemedi ({{label}}).',
  unableToUpdateCount: '{{total}} belgeden {{count}} tanesi güncellenemedi ({{label}}).',
  noMatchedField: '"{{label}}" ile eşleşen bir alan yok.',
  emailOrPasswordIncorrect: 'Bu e-posta adresi ve parola hiçbir hesapla eşleşmiyor.',
  usernameOrPasswordIncorrect: 'Bu kullanıcı adı ve parola hiçbir hesapla eşleşmiyor.',
  userEmailAlreadyRegistered: 'Bu e-posta adresine sahip bir hesap zaten var.',
  usernameAlreadyRegistered: 'Bu kullanıcı adına sahip bir hesap zaten var.',
  tokenNotProvided: 'Bu istekle birlikte bir oturum gelmedi: önce giriş yapın.',
  logoutFailed: 'Çıkış yapılamadı: bu istek açık bir oturum taşımıyor.',
  userLocked:
    'Çok fazla başarısız giriş denemesi nedeniyle bu hesap kilitlendi. Daha sonra tekrar deneyin ya da bir yöneticiden kilidi açmasını isteyin.',
  tokenExpired: 'Oturumunuz sona erdi. Yeniden giriş yapın.',
  tokenInvalid: 'Bu belirtece güvenilemez (imzası, algoritması veya talepleri hatalı).',
  tokenRevoked: 'Bu oturum kapatıldı (çıkış yapılarak veya parola değiştirilerek). Yeniden giriş yapın.',
  sessionTooOld: 'Bu giriş, yenilenemeyecek kadar eski. Yeniden giriş yapın.',
  accountGone: 'Bu belirtecin ait olduğu hesap kaldırıldı.',
  apiKeyInvalid: 'Bu API anahtarı tanınmıyor ya da yenisiyle değiştirildi.',
  unverifiedEmail: 'Giriş yapmadan önce e-posta adresinizi doğrulayın.',
  tokenInvalidOrExpired: 'Bu bağlantı artık geçerli değil. Yeni bir bağlantı isteyin.',
  verificationTokenInvalid: 'Bu doğrulama bağlantısı geçerli değil ya da daha önce kullanılmış.',
  firstUserExists: 'İlk hesap zaten var. Bunun yerine giriş yapın.',
  firstRegisterAdminOnly:
    'Bu yolla yalnızca yönetim panelinin ilk hesabı ("{{slug}}") oluşturulur; yeni bir hesap için bir yöneticiye başvurun.',
  authCollectionNotFound: '"{{slug}}" adında bir hesap koleksiyonu yok.',
  userNotFound: 'Bu e-posta adresine veya kullanıcı adına sahip bir hesap yok.',
  preferenceNotFound: '"{{key}}" adında kayıtlı bir tercihiniz yok.',
};
