import type { NamespaceStrings } from '../types.ts';

/** Spanish: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Programar',
  title: 'Programar la publicación',
  action: 'Acción',
  publish: 'Publicar',
  unpublish: 'Despublicar',
  dateTime: 'Fecha y hora',
  timeZone: 'En su zona horaria: {{zone}}',
  submit: 'Programar',
  upcoming: 'Próximos eventos',
  none: 'No hay nada programado.',
  cancel: 'Cancelar',
  cancelEvent: 'Cancelar «{{type}}» del {{date}}',
  close: 'Cerrar',
  scheduled: 'Programado.',
  cancelled: 'El evento programado se ha cancelado.',
  pastDate: 'Elija un momento en el futuro.',
  notEnabled: 'La publicación programada no está activada para {{slug}}.',
  invalidType: 'Elija «publish» o «unpublish».',
  invalidDate: 'Indique una fecha y hora con su diferencia respecto a UTC (ISO 8601), por ejemplo 2030-01-31T09:00:00Z.',
  invalidLocale: 'No es ninguno de los idiomas configurados.',
  jobNotFound: 'Ningún evento programado pendiente tiene este ID.',
  scheduledSuccessfully: 'Programado correctamente.',
  cancelledSuccessfully: 'El evento programado se ha cancelado.',
};
