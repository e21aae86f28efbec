import type { NamespaceStrings } from '../types.ts';

/** Italian: the account page. */
export const account: NamespaceStrings<'account'> = {
  title: 'Account',
  profile: 'Profilo',
  editProfile: 'Modifica profilo',
  editProfileHint: 'Cambia nome, indirizzo email o password nel tuo documento utente.',
  preferences: 'Preferenze',
  languageHint:
    'La lingua del pannello di amministrazione. Viene salvata nel tuo account, quindi vale anche sugli altri dispositivi.',
  themeHint: 'Automatico segue l’impostazione del sistema.',
  apiKey: 'Chiave API',
  apiKeyIntro: 'Script e altri programmi possono chiamare l’API a tuo nome inviando questa chiave.',
  apiKeyUsage: 'Inviala nell’intestazione Authorization:',
  enableAPIKey: 'Attiva chiave API',
  failedLogins: 'Accessi non riusciti',
  lockedUntil: 'Bloccato fino al',
  emailConfirmed: 'Email confermata',
  apiKeyEnabled: 'Chiave API attivata.',
  apiKeyDisabled: 'Chiave API disattivata. Da ora in poi i programmi che la usano vengono rifiutati.',
  apiKeyDisabledHint: 'La chiave API è disattivata: non consente alcun accesso.',
  keyHidden: 'La chiave è nascosta.',
  showKey: 'Mostra chiave',
  hideKey: 'Nascondi chiave',
  copyKey: 'Copia chiave',
  copyFailed: 'Impossibile copiare. Mostra la chiave, selezionala e copiala manualmente.',
  noKey: 'Nessuna chiave per ora.',
  regenerate: 'Genera nuova chiave',
  regenerateTitle: 'Generare una nuova chiave API?',
  regenerateText:
    'La chiave attuale smetterà subito di funzionare. Tutti i programmi che la usano avranno bisogno di quella nuova.',
  regenerateConfirm: 'Genera nuova chiave',
  regenerated: 'È stata generata una nuova chiave API.',
  saveFailed: 'Impossibile salvare la modifica: {{message}}',
};
