import type { NamespaceStrings } from '../types.ts';

/** French: errors the server answers with, shown by the admin as they come. */
export const error: NamespaceStrings<'error'> = {
  notFound: 'Rien n’a été trouvé ici.',
  documentNotFound: '{{collection}} ne contient aucun document avec l’ID {{id}}.',
  collectionNotFound: 'Il n’existe aucune collection nommée « {{slug}} ».',
  globalNotFound: 'Il n’existe aucun global nommé « {{slug}} ».',
  routeNotFound: 'Rien ne répond à {{method}} {{url}}.',
  unauthorized: 'Connectez-vous pour effectuer cette action.',
  notAllowedToPerformAction: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
  notAllowedToAccessPage: 'Vous n’avez pas l’autorisation d’ouvrir cette page.',
  unknown: 'Une erreur s’est produite, pour une raison inconnue.',
  unspecific: 'Une erreur s’est produite.',
  conflict: 'Quelqu’un d’autre a modifié ce document après que vous l’avez ouvert.',
  invalidExpectedUpdatedAt:
    'La valeur updatedAt attendue « {{value}} » n’est pas une date : envoyez le updatedAt du document tel que vous l’avez lu.',
  seoNoGenerator: 'Aucun générateur de {{kind}} n’est configuré sur « {{path}} ».',
  payloadTooLarge: 'La requête est trop volumineuse : la limite est de {{limit}} octets.',
  jsonBodyTooDeep: 'Le corps JSON s’imbrique sur plus de {{limit}} niveaux.',
  whereTooDeep: 'Le filtre where s’imbrique sur plus de {{limit}} niveaux.',
  unstorableText:
    '{{path}} contient un caractère NUL ou un demi-substitut (surrogate) isolé, impossible à enregistrer. Retirez-le et renvoyez.',
  bulkUpdateNeedsWhere:
    'Modifier plusieurs documents demande un filtre where qui en choisit certains (par ex. ?where[status][equals]=draft) ; un filtre vide ou absent les modifierait tous, donc rien n’a été modifié.',
  bulkDeleteNeedsWhere:
    'Supprimer plusieurs documents demande un filtre where qui en choisit certains (par ex. ?where[status][equals]=draft) ; un filtre vide ou absent les supprimerait tous, donc rien n’a été supprimé.',
  richTextComparesWithText:
    'Valeur invalide pour « {{path}} » {{operator}} : un champ de texte enrichi se compare à du texte, pas à une liste ni à un objet.',
  queryNumberNotExact:
    'Valeur invalide pour « {{path}} » {{operator}} : {{value}} dépasse ±{{limit}}, au-delà de quoi les nombres ne sont plus exacts.',
  documentLocked: 'Quelqu’un d’autre est en train de modifier ce document.',
  tooManyRequests: 'Trop de requêtes en peu de temps. Patientez un instant, puis réessayez.',
  malformedJSON: 'Le corps de la requête n’a pas pu être lu comme du JSON : {{reason}}',
  invalidID: '« {{id}} » ne peut pas être un ID dans {{collection}}.',
  unableToDeleteCount: '{{label}} : échec de la suppression pour {{count}} sur {{total}}.',
  unableToUpdateCount: '{{label}} : échec de la mise à jour pour {{count}} sur {{total}}.',
  noMatchedField: 'Aucun champ ne correspond à « {{label}} ».',
  emailOrPasswordIncorrect: 'Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.',
  usernameOrPasswordIncorrect: 'Ce nom d’utilisateur et ce mot de passe ne correspondent à aucun compte.',
  userEmailAlreadyRegistered: 'Un compte existe déjà avec cette adresse e-mail.',
  usernameAlreadyRegistered: 'Un compte existe déjà avec ce nom d’utilisateur.',
  tokenNotProvided: 'Cette requête n’est associée à aucune session : connectez-vous d’abord.',
  logoutFailed: 'Déconnexion impossible : cette requête n’est associée à aucune session ouverte.',
  userLocked:
    'Ce compte a été verrouillé après trop de tentatives de connexion infructueuses. Réessayez plus tard, ou demandez à un administrateur de le déverrouiller.',
  tokenExpired: 'Votre session est terminée. Reconnectez-vous.',
  tokenInvalid: 'Ce jeton n’est pas fiable (sa signature, son algorithme ou ses revendications sont incorrects).',
  tokenRevoked: 'Cette session a été fermée (par une déconnexion ou un changement de mot de passe). Reconnectez-vous.',
  sessionTooOld: 'Cette connexion est trop ancienne pour être renouvelée. Reconnectez-vous.',
  accountGone: 'Le compte auquel appartenait ce jeton a été supprimé.',
  apiKeyInvalid: 'Cette clé d’API est inconnue ou a été remplacée.',
  unverifiedEmail: 'Confirmez votre adresse e-mail avant de vous connecter.',
  tokenInvalidOrExpired: 'Ce lien n’est plus valide. Demandez-en un nouveau.',
  verificationTokenInvalid: 'Ce lien de confirmation n’est pas valide ou a déjà été utilisé.',
  firstUserExists: 'Le premier compte existe déjà. Connectez-vous.',
  firstRegisterAdminOnly:
    'Seul le premier compte de l’administration (« {{slug}} ») est créé de cette façon ; demandez un compte à un administrateur.',
  authCollectionNotFound: 'Il n’existe aucune collection de comptes nommée « {{slug}} ».',
  userNotFound: 'Aucun compte n’a cette adresse e-mail ou ce nom d’utilisateur.',
  preferenceNotFound: 'Vous n’avez aucune préférence enregistrée « {{key}} ».',
};
