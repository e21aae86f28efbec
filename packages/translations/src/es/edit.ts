import type { NamespaceStrings } from '../types.ts';

/** Spanish: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Ruta de navegación',
  documentActions: 'Acciones del documento',
  moreActions: 'Más acciones',
  details: 'Detalles del documento',
  unsavedChanges: 'Cambios sin guardar',
  allSaved: 'Todos los cambios guardados',
  readOnly: 'Solo lectura',
  readOnlyNotice: 'Puedes ver este documento, pero no modificarlo.',
  saveShortcut: 'Guardar (Ctrl+S)',
  copyID: 'Copiar ID',
  password: 'Contraseña',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  changePassword: 'Cambiar contraseña',
  idCopied: 'ID copiado.',

  saved: '{{label}}: cambios guardados.',
  created: '{{label}}: documento creado.',
  errorCount_one: '{{count}} error',
  errorCount_other: '{{count}} errores',
  errorPillLabel_one: '{{count}} error: ir al campo',
  errorPillLabel_other: '{{count}} errores: ir al primer campo',
  fixErrors: 'No se guardó: corrige los campos marcados y vuelve a guardar.',

  notSavedNetwork: 'No se guardó: no se pudo conectar con el servidor. Tus cambios siguen aquí; inténtalo de nuevo.',
  notSavedServer: 'No se guardó: el servidor tuvo un problema. Tus cambios siguen aquí; inténtalo de nuevo.',
  notSavedForbidden: 'No se guardó: no tienes permiso para hacer este cambio. Tus cambios siguen aquí.',
  notSavedSignedOut:
    'No se guardó: tu sesión ha terminado. Vuelve a iniciar sesión en otra pestaña y luego guarda: tus cambios siguen aquí.',
  notSavedConflict:
    'No se guardó: otra persona modificó este documento después de que lo abrieras. Tus cambios siguen aquí; copia lo que necesites y vuelve a cargar la página.',
  conflictTitle: 'Otra persona ha guardado este documento',
  conflictText:
    'Otra persona guardó «{{title}}» después de que lo abrieras. Si guardas ahora, tus cambios sustituirán a los suyos. Si cancelas, tus cambios se quedan aquí.',
  conflictOverwrite: 'Guardar los míos de todos modos',
  notSavedMissing: 'No se guardó: este documento ya no existe o ya no tienes permiso para modificarlo. Tus cambios siguen aquí.',
  notSavedTooLarge: 'No se guardó: el documento es demasiado grande. Tus cambios siguen aquí.',
  notSavedLocked: 'No se guardó: otra persona está editando este documento. Tus cambios siguen aquí.',
  notSavedRateLimited: 'No se guardó: demasiadas solicitudes. Espera un momento y vuelve a guardar; tus cambios siguen aquí.',
  notSavedInvalid: 'No se guardó: {{message}} Tus cambios siguen aquí.',

  notFound: 'Este documento no existe o no tienes permiso para verlo.',
  backToList: 'Volver a {{label}}',
  loadFailed: 'No se pudo cargar el documento.',
  retry: 'Intentar de nuevo',
  notAllowedToCreate: 'No tienes permiso para crear documentos de tipo {{label}}.',

  leaveTitle: '¿Salir sin guardar?',
  leaveText: 'Los cambios en «{{title}}» no se han guardado. Si sales, se perderán.',
  leave: 'Salir sin guardar',

  deleteTitle: '¿Eliminar {{label}}?',
  deleteText: '«{{title}}» se eliminará definitivamente. Esta acción no se puede deshacer.',
  deleteLinkedFrom: 'Otros documentos enlazan con él: {{list}}. Cuando se elimine, esos enlaces no llevarán a ninguna parte.',
  deleteRichTextNotCounted:
    'El texto enriquecido de otros documentos también puede enlazar con él; esos enlaces no se cuentan aquí.',
  deleteLinkedFromMany:
    'Otros documentos enlazan con ellos: {{list}}. Cuando se eliminen, esos enlaces no llevarán a ninguna parte.',
  deleteRichTextNotCountedMany:
    'El texto enriquecido de otros documentos también puede enlazar con ellos; esos enlaces no se cuentan aquí.',
  deleted: 'Se eliminó «{{title}}» ({{label}}).',
  deleteFailed: 'No se eliminó: {{message}}',

  duplicateTitle: '¿Duplicar sin tus cambios?',
  duplicateText: 'La copia se hace a partir de la última versión guardada. Los cambios sin guardar de esta página se perderán.',
  duplicateAnyway: 'Duplicar sin guardar',
  duplicated: 'Se creó una copia de «{{title}}».',
  duplicateFailed: 'No se duplicó: {{message}}',
};
