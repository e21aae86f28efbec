import type { NamespaceStrings } from '../types.ts';

/** Spanish: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Principal',
  dashboard: 'Panel',
  collections: 'Colecciones',
  globals: 'Globales',
  open: 'Abrir la navegación',
  close: 'Cerrar la navegación',
  dashboardIntro: 'Todo lo que puedes editar, por secciones.',
  createShortcut: 'Crear {{label}}',
  documentCount_one: '{{formatted}} documento',
  documentCount_other: '{{formatted}} documentos',
  editGlobal: 'Editar',
};
