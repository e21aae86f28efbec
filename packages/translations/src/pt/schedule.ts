import type { NamespaceStrings } from '../types.ts';

/** Portuguese: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Agendar',
  title: 'Agendar publicação',
  action: 'Ação',
  publish: 'Publicar',
  unpublish: 'Despublicar',
  dateTime: 'Data e hora',
  timeZone: 'No seu fuso horário: {{zone}}',
  submit: 'Agendar',
  upcoming: 'Próximos eventos',
  none: 'Nada agendado.',
  cancel: 'Cancelar',
  cancelEvent: 'Cancelar «{{type}}» de {{date}}',
  close: 'Fechar',
  scheduled: 'Agendado.',
  cancelled: 'O evento agendado foi cancelado.',
  pastDate: 'Escolha um momento no futuro.',
  notEnabled: 'A publicação agendada não está ativada para {{slug}}.',
  invalidType: 'Escolha «publish» ou «unpublish».',
  invalidDate: 'Indique data e hora com o desvio em relação a UTC (ISO 8601), por exemplo 2030-01-31T09:00:00Z.',
  invalidLocale: 'Não é um dos idiomas configurados.',
  jobNotFound: 'Nenhum evento agendado pendente tem este ID.',
  scheduledSuccessfully: 'Agendado com sucesso.',
  cancelledSuccessfully: 'O evento agendado foi cancelado.',
};
