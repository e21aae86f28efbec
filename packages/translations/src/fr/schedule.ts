import type { NamespaceStrings } from '../types.ts';

/** French: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Planifier',
  title: 'Planifier la publication',
  action: 'Opération',
  publish: 'Publier',
  unpublish: 'Dépublier',
  dateTime: 'Date et heure',
  locale: 'Langue à publier',
  allLocales: 'Toutes les langues',
  timeZone: 'Dans votre fuseau horaire : {{zone}}',
  submit: 'Planifier',
  upcoming: 'Événements à venir',
  none: 'Rien n’est planifié.',
  cancel: 'Annuler',
  cancelEvent: 'Annuler « {{type}} » du {{date}}',
  close: 'Fermer',
  scheduled: 'Planifié.',
  cancelled: 'L’événement planifié a été annulé.',
  pastDate: 'Choisissez un moment dans le futur.',
  notEnabled: 'La publication planifiée n’est pas activée pour {{slug}}.',
  invalidType: 'Choisissez « publish » ou « unpublish ».',
  invalidDate:
    'Indiquez une date et une heure avec leur décalage par rapport à UTC (ISO 8601), par exemple 2030-01-31T09:00:00Z.',
  invalidLocale: 'Ce n’est pas l’une des langues configurées.',
  jobNotFound: 'Aucun événement planifié à venir n’a cet identifiant.',
  scheduledSuccessfully: 'Planifié avec succès.',
  cancelledSuccessfully: 'L’événement planifié a été annulé.',
};
