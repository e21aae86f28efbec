/** Navigation groups of the admin, shared so collections and globals line up under the same headings. */
export const adminGroups = {
  content: 'Content',
  media: 'Media',
  admin: 'Admin',
  settings: 'Settings',
} as const;
