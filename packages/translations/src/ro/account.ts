import type { NamespaceStrings } from '../types.ts';

/** Romanian: strings of the account page. */
export const account: NamespaceStrings<'account'> = {
  title: 'Cont',
  profile: 'Profil',
  editProfile: 'Editare profil',
  editProfileHint: 'Numele, adresa de e-mail sau parola se modifică în documentul dvs. de utilizator.',
  preferences: 'Preferințe',
  languageHint: 'Limba interfeței de administrare. Se salvează în contul dvs., deci se aplică și pe alte dispozitive.',
  themeHint: 'Varianta „Automată” urmează setarea sistemului.',
  apiKey: 'Cheie API',
  apiKeyIntro: 'Scripturile și alte programe pot apela API-ul în numele dvs. trimițând această cheie.',
  apiKeyUsage: 'Trimiteți-o în antetul Authorization:',
  enableAPIKey: 'Activare cheie API',
  apiKeyEnabled: 'Cheia API a fost activată.',
  apiKeyDisabled: 'Cheia API a fost dezactivată. De acum, programele care o folosesc sunt refuzate.',
  apiKeyDisabledHint: 'Cheia API este dezactivată: nu se mai poate face nicio conectare cu ea.',
  keyHidden: 'Cheia este ascunsă.',
  showKey: 'Afișare cheie',
  hideKey: 'Ascundere cheie',
  copyKey: 'Copiere cheie',
  copyFailed: 'Copierea nu a reușit. Afișați cheia, selectați-o și copiați-o manual.',
  noKey: 'Nu există încă nicio cheie.',
  regenerate: 'Generare cheie nouă',
  regenerateTitle: 'Generați o cheie API nouă?',
  regenerateText:
    'Cheia actuală nu va mai funcționa din acest moment. Toate programele care o folosesc vor avea nevoie de cheia nouă.',
  regenerateConfirm: 'Generare cheie nouă',
  regenerated: 'A fost generată o cheie API nouă.',
  saveFailed: 'Modificarea nu a putut fi salvată: {{message}}',
};
