import type { NamespaceStrings } from '../types.ts';

/** German: the account page. */
export const account: NamespaceStrings<'account'> = {
  title: 'Konto',
  profile: 'Profil',
  editProfile: 'Profil bearbeiten',
  editProfileHint: 'Ändern Sie Ihren Namen, Ihre E-Mail-Adresse oder Ihr Passwort in Ihrem Benutzerdokument.',
  preferences: 'Einstellungen',
  languageHint:
    'Die Sprache der Verwaltungsoberfläche. Sie wird in Ihrem Konto gespeichert und gilt daher auch auf anderen Geräten.',
  themeHint: '„Automatisch“ folgt der Einstellung Ihres Systems.',
  apiKey: 'API-Schlüssel',
  apiKeyIntro: 'Mit diesem Schlüssel können Skripte und andere Programme die API in Ihrem Namen aufrufen.',
  apiKeyUsage: 'Senden Sie ihn im Authorization-Header:',
  enableAPIKey: 'API-Schlüssel aktivieren',
  failedLogins: 'Fehlgeschlagene Anmeldungen',
  lockedUntil: 'Gesperrt bis',
  emailConfirmed: 'E-Mail bestätigt',
  apiKeyEnabled: 'API-Schlüssel aktiviert.',
  apiKeyDisabled: 'API-Schlüssel deaktiviert. Programme, die ihn verwenden, werden ab sofort abgewiesen.',
  apiKeyDisabledHint: 'Der API-Schlüssel ist deaktiviert: Niemand kann sich damit anmelden.',
  keyHidden: 'Der Schlüssel ist ausgeblendet.',
  showKey: 'Schlüssel anzeigen',
  hideKey: 'Schlüssel ausblenden',
  copyKey: 'Schlüssel kopieren',
  copyFailed: 'Kopieren nicht möglich. Lassen Sie den Schlüssel anzeigen, markieren Sie ihn und kopieren Sie ihn selbst.',
  noKey: 'Noch kein Schlüssel vorhanden.',
  regenerate: 'Neuen Schlüssel erzeugen',
  regenerateTitle: 'Neuen API-Schlüssel erzeugen?',
  regenerateText:
    'Der aktuelle Schlüssel funktioniert sofort nicht mehr. Alle Programme, die ihn verwenden, benötigen dann den neuen.',
  regenerateConfirm: 'Neuen Schlüssel erzeugen',
  regenerated: 'Ein neuer API-Schlüssel wurde erzeugt.',
  saveFailed: 'Die Änderung konnte nicht gespeichert werden: {{message}}',
};
