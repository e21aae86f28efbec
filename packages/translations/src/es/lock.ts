import type { NamespaceStrings } from '../types.ts';

/** Spanish: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} está editando este {{label}} (id {{id}}), así que no se puede cambiar ahora. Inténtalo de nuevo cuando termine o toma el control de la edición.',
  globalLocked:
    '{{user}} está editando {{label}}, así que no se puede cambiar ahora. Inténtalo de nuevo cuando termine o toma el control de la edición.',
  notLockable: '"{{slug}}" no bloquea sus documentos (lockDocuments es false).',
  takeOverNotAllowed: 'No tienes permiso para quitarle la edición a otro usuario.',
  lockTaken: 'Ahora estás editando este documento.',
  lockReleased: 'Ya no estás editando este documento.',
  lockedBanner: '{{user}} está editando este documento, así que lo ves en modo de solo lectura.',
  takeOver: 'Tomar el control',
  takeOverTitle: '¿Tomar el control de la edición?',
  takeOverBody:
    'Se avisará a {{user}} y su formulario pasará a ser de solo lectura. Los cambios que no haya guardado no estarán en este documento.',
  takeOverConfirm: 'Tomar el control',
  tookOver: 'Ahora estás editando este documento.',
  lostTitle: '{{user}} tomó el control de la edición',
  lostBody: 'Tu formulario es ahora de solo lectura. Lo que no guardaste sigue visible, así que puedes copiarlo antes de salir.',
  lostBanner: '{{user}} tomó el control de la edición. Tu texto sin guardar sigue abajo, en solo lectura.',
  keepViewing: 'Seguir viendo',
  editingNow: '{{user}} está editando',
};
