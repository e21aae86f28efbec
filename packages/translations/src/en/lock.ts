/** Document locking: who is editing a document, taking over from them, and the lock routes' answers. */
export const lock = {
  documentLocked:
    '{{user}} is editing this {{label}} (id {{id}}), so it cannot be changed now. Try again when they have finished, or take over editing.',
  globalLocked:
    '{{user}} is editing {{label}}, so it cannot be changed now. Try again when they have finished, or take over editing.',
  notLockable: '"{{slug}}" does not lock its documents (lockDocuments is false).',
  takeOverNotAllowed: 'You are not allowed to take over editing from another user.',
  lockTaken: 'You are now editing this document.',
  lockReleased: 'You are no longer editing this document.',

  lockedBanner: '{{user}} is editing this document, so you are viewing it read-only.',
  takeOver: 'Take over editing',
  takeOverTitle: 'Take over editing?',
  takeOverBody:
    '{{user}} will be told, and their form becomes read-only. Changes they have not saved will not be in this document.',
  takeOverConfirm: 'Take over',
  tookOver: 'You are now editing this document.',
  lostTitle: '{{user}} took over editing',
  lostBody: 'Your form is now read-only. Anything you had not saved is still shown, so you can copy it before you leave.',
  lostBanner: '{{user}} took over editing. Your unsaved text is kept below, read-only.',
  keepViewing: 'Keep viewing',
  editingNow: '{{user}} is editing',
} as const;
