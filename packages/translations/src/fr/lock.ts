import type { NamespaceStrings } from '../types.ts';

/** French: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} modifie ce contenu « {{label}} » (id {{id}}) : il ne peut pas être changé pour le moment. Réessayez quand la modification sera terminée, ou prenez la main.',
  globalLocked:
    '{{user}} modifie « {{label}} » : il ne peut pas être changé pour le moment. Réessayez quand la modification sera terminée, ou prenez la main.',
  notLockable: '« {{slug}} » ne verrouille pas ses documents (lockDocuments vaut false).',
  takeOverNotAllowed: 'Vous n’avez pas le droit de prendre la main sur la modification d’un autre utilisateur.',
  lockTaken: 'Vous modifiez maintenant ce document.',
  lockReleased: 'Vous ne modifiez plus ce document.',
  lockedBanner: '{{user}} modifie ce document : vous le consultez en lecture seule.',
  takeOver: 'Prendre la main',
  takeOverTitle: 'Prendre la main sur la modification ?',
  takeOverBody:
    '{{user}} sera prévenu et son formulaire passera en lecture seule. Ses modifications non enregistrées ne seront pas dans ce document.',
  takeOverConfirm: 'Prendre la main',
  tookOver: 'Vous modifiez maintenant ce document.',
  lostTitle: '{{user}} a pris la main',
  lostBody:
    'Votre formulaire est maintenant en lecture seule. Ce que vous n’aviez pas enregistré reste affiché : vous pouvez le copier avant de partir.',
  lostBanner: '{{user}} a pris la main. Votre texte non enregistré reste ci-dessous, en lecture seule.',
  keepViewing: 'Continuer à consulter',
  editingNow: '{{user}} est en train de modifier',
};
