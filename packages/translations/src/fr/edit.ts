import type { NamespaceStrings } from '../types.ts';

/** French: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Fil d’Ariane',
  documentActions: 'Actions sur le document',
  moreActions: 'Plus d’actions',
  details: 'Détails du document',
  unsavedChanges: 'Modifications non enregistrées',
  allSaved: 'Toutes les modifications sont enregistrées',
  readOnly: 'Lecture seule',
  readOnlyNotice: 'Vous pouvez consulter ce document, mais pas le modifier.',
  saveShortcut: 'Enregistrer (Ctrl+S)',
  copyID: 'Copier l’ID',
  password: 'Mot de passe',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  changePassword: 'Changer le mot de passe',
  idCopied: 'ID copié.',

  saved: '{{label}} : modifications enregistrées.',
  created: '{{label}} : document créé.',
  errorCount_zero: 'Aucune erreur',
  errorCount_one: '{{count}} erreur',
  errorCount_other: '{{count}} erreurs',
  errorPillLabel_one: '{{count}} erreur : aller au champ',
  errorPillLabel_other: '{{count}} erreurs : aller au premier champ',
  fixErrors: 'Non enregistré : corrigez les champs signalés, puis enregistrez à nouveau.',

  notSavedNetwork: 'Non enregistré : impossible de joindre le serveur. Vos modifications sont toujours là ; réessayez.',
  notSavedServer: 'Non enregistré : le serveur a rencontré un problème. Vos modifications sont toujours là ; réessayez.',
  notSavedForbidden:
    'Non enregistré : vous n’avez pas l’autorisation d’effectuer cette modification. Vos modifications sont toujours là.',
  notSavedSignedOut:
    'Non enregistré : votre session est terminée. Reconnectez-vous dans un autre onglet, puis enregistrez : vos modifications sont toujours là.',
  notSavedConflict:
    'Non enregistré : quelqu’un d’autre a modifié ce document depuis que vous l’avez ouvert. Vos modifications sont toujours là ; copiez ce dont vous avez besoin, puis rechargez la page.',
  conflictTitle: 'Quelqu’un d’autre a enregistré ce document',
  conflictText:
    'Quelqu’un d’autre a enregistré « {{title}} » après que vous l’avez ouvert. En enregistrant maintenant, vos modifications remplaceront les siennes. Si vous annulez, vos modifications restent ici.',
  conflictOverwrite: 'Enregistrer les miennes quand même',
  notSavedMissing:
    'Non enregistré : ce document n’existe plus, ou vous n’avez plus le droit de le modifier. Vos modifications sont toujours là.',
  notSavedTooLarge: 'Non enregistré : le document est trop volumineux. Vos modifications sont toujours là.',
  notSavedLocked: 'Non enregistré : quelqu’un d’autre est en train de modifier ce document. Vos modifications sont toujours là.',
  notSavedRateLimited:
    'Non enregistré : trop de requêtes. Patientez un instant, puis enregistrez à nouveau ; vos modifications sont toujours là.',
  notSavedInvalid: 'Non enregistré : {{message}} Vos modifications sont toujours là.',

  notFound: 'Ce document n’existe pas, ou vous n’avez pas l’autorisation de le consulter.',
  backToList: 'Retour aux {{label}}',
  loadFailed: 'Impossible de charger le document.',
  retry: 'Réessayer',
  notAllowedToCreate: 'Vous n’avez pas l’autorisation de créer ce type de document ({{label}}).',

  leaveTitle: 'Quitter sans enregistrer ?',
  leaveText: 'Vos modifications de « {{title}} » ne sont pas enregistrées. Elles seront perdues si vous quittez la page.',
  leave: 'Quitter sans enregistrer',

  deleteTitle: 'Supprimer ce document ({{label}}) ?',
  deleteText: 'Le document « {{title}} » sera définitivement supprimé. Cette action est irréversible.',
  deleteLinkedFrom: 'D’autres documents y renvoient : {{list}}. Après sa suppression, ces liens ne mèneront plus nulle part.',
  deleteRichTextNotCounted: 'Le texte enrichi d’autres documents peut aussi y renvoyer ; ces liens ne sont pas comptés ici.',
  deleteLinkedFromMany:
    'D’autres documents y renvoient : {{list}}. Après leur suppression, ces liens ne mèneront plus nulle part.',
  deleteRichTextNotCountedMany: 'Le texte enrichi d’autres documents peut aussi y renvoyer ; ces liens ne sont pas comptés ici.',
  deleted: 'Le document « {{title}} » ({{label}}) a été supprimé.',
  deleteFailed: 'Non supprimé : {{message}}',

  duplicateTitle: 'Dupliquer sans vos modifications ?',
  duplicateText:
    'La copie est créée à partir de la dernière version enregistrée. Les modifications non enregistrées de cette page seront perdues.',
  duplicateAnyway: 'Dupliquer sans enregistrer',
  duplicated: 'Copie de « {{title}} » créée.',
  duplicateFailed: 'Non dupliqué : {{message}}',

  autosavedAt: 'Enregistré à {{time}}',
  autosaveRetrying: 'Serveur injoignable : vos modifications sont conservées dans ce navigateur',
  autosaveFailed: 'Non enregistré automatiquement : {{message}}',
  restored: 'Les modifications non enregistrées du {{time}} ont été restaurées depuis ce navigateur.',
  restoredDiscard: 'Les abandonner',
  restoredKeep: 'Les garder',
  draftSaved: 'Brouillon enregistré.',
  publishedMessage: '{{label}} publié.',
  statusActions: 'Statut : {{status}}. Actions de publication',
  revertToPublished: 'Revenir à la version publiée',
  revertTitle: 'Revenir à la version publiée ?',
  revertText:
    'Les modifications du brouillon de « {{title}} » seront abandonnées, et la version publiée s’affichera de nouveau ici.',
  revert: 'Revenir',
  reverting: 'Retour en cours…',
  reverted: '« {{title}} » est revenu à la version publiée.',
  revertFailed: 'Retour impossible : {{message}}',
  unpublishTitle: 'Dépublier {{label}} ?',
  unpublishText: '« {{title}} » ne sera plus public. Son contenu est conservé ici comme brouillon.',
  unpublished: '« {{title}} » dépublié.',
  unpublishFailed: 'Non dépublié : {{message}}',
  previewNone: 'Ce document n’a pas encore d’adresse d’aperçu.',
  previewFailed: 'L’aperçu n’a pas pu être ouvert : {{message}}',
};
