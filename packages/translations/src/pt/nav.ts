import type { NamespaceStrings } from '../types.ts';

/** Portuguese: the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Navegação principal',
  dashboard: 'Painel',
  collections: 'Coleções',
  globals: 'Globais',
  open: 'Abrir navegação',
  close: 'Fechar navegação',
  dashboardIntro: 'Tudo o que você pode editar, por seção.',
  createShortcut: 'Criar {{label}}',
  documentCount_one: '{{formatted}} documento',
  documentCount_other: '{{formatted}} documentos',
  editGlobal: 'Editar',
};
