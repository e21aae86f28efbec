/** Strings of the sidebar and the dashboard. */
export const nav = {
  label: 'Main',
  dashboard: 'Dashboard',
  collections: 'Collections',
  globals: 'Globals',
  open: 'Open navigation',
  close: 'Close navigation',
  dashboardIntro: 'Everything you can edit, by section.',
  createShortcut: 'Create new {{label}}',
  documentCount_one: '{{formatted}} document',
  documentCount_other: '{{formatted}} documents',
  editGlobal: 'Edit',
} as const;
