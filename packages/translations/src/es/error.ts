import type { NamespaceStrings } from '../types.ts';

/** Spanish: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Aquí no hay nada.',
  documentNotFound: '{{collection}} no tiene ningún documento con el ID {{id}}.',
  collectionNotFound: 'No existe ninguna colección llamada «{{slug}}».',
  globalNotFound: 'No existe ningún global llamado «{{slug}}».',
  routeNotFound: 'Nada responde a {{method}} {{url}}.',
  unauthorized: 'Inicia sesión para hacer esto.',
  notAllowedToPerformAction: 'No tienes permiso para hacer esto.',
  notAllowedToAccessPage: 'No tienes permiso para abrir esta página.',
  unknown: 'Algo salió mal y no se conoce la causa.',
  unspecific: 'Algo salió mal.',
  conflict: 'Otra persona modificó este documento después de que lo abrieras.',
  invalidExpectedUpdatedAt:
    'El updatedAt esperado «{{value}}» no es una fecha: envía el updatedAt del documento tal como lo leíste.',
  seoNoGenerator: 'No hay ningún generador de {{kind}} configurado en «{{path}}».',
  payloadTooLarge: 'La solicitud es demasiado grande: el límite es de {{limit}} bytes.',
  jsonBodyTooDeep: 'El cuerpo JSON se anida a más de {{limit}} niveles.',
  whereTooDeep: 'El filtro where se anida a más de {{limit}} niveles.',
  unstorableText:
    '{{path}} contiene un carácter NUL o un sustituto (surrogate) sin pareja, que no se puede guardar. Quítelo y envíe de nuevo.',
  bulkUpdateNeedsWhere:
    'Para actualizar varios documentos hace falta un filtro where que elija algunos (p. ej. ?where[status][equals]=draft); uno vacío o ausente los cambiaría todos, así que no se cambió nada.',
  bulkDeleteNeedsWhere:
    'Para eliminar varios documentos hace falta un filtro where que elija algunos (p. ej. ?where[status][equals]=draft); uno vacío o ausente los eliminaría todos, así que no se eliminó nada.',
  richTextComparesWithText:
    'Valor no válido para «{{path}}» {{operator}}: un campo de texto enriquecido se compara con texto, no con una lista ni un objeto.',
  queryNumberNotExact:
    'Valor no válido para «{{path}}» {{operator}}: {{value}} está más allá de ±{{limit}}, donde los números dejan de ser exactos.',
  documentLocked: 'Otra persona está editando este documento en este momento.',
  tooManyRequests: 'Demasiadas solicitudes en poco tiempo. Espera un momento e inténtalo de nuevo.',
  malformedJSON: 'El cuerpo de la solicitud no se pudo leer como JSON: {{reason}}',
  invalidID: '«{{id}}» no puede ser un ID en {{collection}}.',
  unableToDeleteCount: '{{label}}: error al eliminar {{count}} de {{total}}.',
  unableToUpdateCount: '{{label}}: error al actualizar {{count}} de {{total}}.',
  noMatchedField: 'Ningún campo coincide con «{{label}}».',
  emailOrPasswordIncorrect: 'Esa dirección de correo y esa contraseña no corresponden a ninguna cuenta.',
  usernameOrPasswordIncorrect: 'Ese nombre de usuario y esa contraseña no corresponden a ninguna cuenta.',
  userEmailAlreadyRegistered: 'Ya existe una cuenta con esta dirección de correo.',
  usernameAlreadyRegistered: 'Ya existe una cuenta con este nombre de usuario.',
  tokenNotProvided: 'Esta solicitud no incluye ninguna sesión: inicia sesión primero.',
  logoutFailed: 'No se pudo cerrar la sesión: esta solicitud no incluye ninguna sesión iniciada.',
  userLocked:
    'Esta cuenta se ha bloqueado por demasiados intentos fallidos de inicio de sesión. Inténtalo más tarde o pide a un administrador que la desbloquee.',
  tokenExpired: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  tokenInvalid: 'Este token no es de confianza (su firma, su algoritmo o sus declaraciones no son correctos).',
  tokenRevoked: 'Esta sesión se cerró (al cerrar sesión o al cambiar la contraseña). Vuelve a iniciar sesión.',
  sessionTooOld: 'Este inicio de sesión es demasiado antiguo para renovarlo. Vuelve a iniciar sesión.',
  accountGone: 'La cuenta a la que pertenecía este token se ha eliminado.',
  apiKeyInvalid: 'Esta clave de API no se reconoce o ha sido reemplazada.',
  unverifiedEmail: 'Confirma tu dirección de correo antes de iniciar sesión.',
  tokenInvalidOrExpired: 'Este enlace ya no es válido. Solicita uno nuevo.',
  verificationTokenInvalid: 'Este enlace de confirmación no es válido o ya se usó.',
  firstUserExists: 'La primera cuenta ya existe. Inicia sesión.',
  firstRegisterAdminOnly:
    'Solo la primera cuenta del panel de administración («{{slug}}») se crea de esta forma; pide una cuenta a un administrador.',
  authCollectionNotFound: 'No existe ninguna colección de cuentas llamada «{{slug}}».',
  userNotFound: 'Ninguna cuenta tiene esa dirección de correo o ese nombre de usuario.',
  preferenceNotFound: 'No tienes ninguna preferencia guardada «{{key}}».',
};
