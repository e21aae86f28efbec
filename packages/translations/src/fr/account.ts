import type { NamespaceStrings } from '../types.ts';

/** French: the account page. */
export const account: NamespaceStrings<'account'> = {
  title: 'Compte',
  profile: 'Profil',
  editProfile: 'Modifier le profil',
  editProfileHint: 'Modifiez votre nom, votre adresse e-mail ou votre mot de passe dans votre document utilisateur.',
  preferences: 'Préférences',
  languageHint:
    'La langue de l’interface d’administration. Elle est enregistrée dans votre compte et s’applique donc sur vos autres appareils.',
  themeHint: 'Le mode automatique suit le réglage de votre système.',
  apiKey: 'Clé d’API',
  apiKeyIntro: 'Les scripts et autres programmes peuvent appeler l’API en votre nom en envoyant cette clé.',
  apiKeyUsage: 'Envoyez-la dans l’en-tête Authorization :',
  enableAPIKey: 'Activer la clé d’API',
  failedLogins: 'Connexions échouées',
  lockedUntil: 'Verrouillé jusqu’au',
  emailConfirmed: 'E-mail confirmé',
  apiKeyEnabled: 'Clé d’API activée.',
  apiKeyDisabled: 'Clé d’API désactivée. Les programmes qui l’utilisent sont désormais refusés.',
  apiKeyDisabledHint: 'La clé d’API est désactivée : elle ne permet aucune connexion.',
  keyHidden: 'La clé est masquée.',
  showKey: 'Afficher la clé',
  hideKey: 'Masquer la clé',
  copyKey: 'Copier la clé',
  copyFailed: 'Copie impossible. Affichez la clé, sélectionnez-la et copiez-la vous-même.',
  noKey: 'Aucune clé pour l’instant.',
  regenerate: 'Générer une nouvelle clé',
  regenerateTitle: 'Générer une nouvelle clé d’API ?',
  regenerateText:
    'La clé actuelle cessera immédiatement de fonctionner. Tous les programmes qui l’utilisent devront recevoir la nouvelle.',
  regenerateConfirm: 'Générer une nouvelle clé',
  regenerated: 'Une nouvelle clé d’API a été générée.',
  saveFailed: 'Impossible d’enregistrer la modification : {{message}}',
};
