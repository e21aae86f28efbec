import type { CollectionConfig } from '@atrium/core';
import { adminGroups } from './groups.ts';

/** Staff who sign in to the admin. Email and password come from `auth: true` (added by the auth work). */
export const users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  auth: true,
  admin: { group: adminGroups.admin, useAsTitle: 'name', defaultColumns: ['name', 'roles', 'updatedAt'] },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      label: 'Roles',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      admin: { position: 'sidebar', description: 'Administrators also manage users and settings.' },
    },
  ],
};
