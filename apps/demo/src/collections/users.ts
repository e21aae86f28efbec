import type { CollectionConfig, DefaultValueArgs } from '@atrium/core';
import { adminField, admins, adminsOrSelf, staff } from '../access.ts';
import { adminGroups } from './groups.ts';

/**
 * Staff who sign in to the admin (email, password, sessions and API keys come from `auth`). Administrators
 * manage every account; editors see and edit only their own and cannot change their roles.
 */
export const users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'User', de: 'Benutzer', ar: 'مستخدم' },
    plural: { en: 'Users', de: 'Benutzer', ar: 'المستخدمون' },
  },
  auth: { useAPIKey: true },
  access: {
    admin: staff,
    create: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
    delete: admins,
    unlock: admins,
  },
  admin: { group: adminGroups.admin, useAsTitle: 'name', defaultColumns: ['name', 'roles', 'updatedAt'] },
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name', de: 'Name', ar: 'الاسم' }, required: true, maxLength: 120 },
    // The posts this user wrote (their `author`), newest first; nothing is stored on the user.
    {
      name: 'posts',
      type: 'join',
      label: { en: 'Posts written', de: 'Verfasste Beiträge', ar: 'المقالات المكتوبة' },
      collection: 'posts',
      on: 'author',
    },
    {
      name: 'roles',
      type: 'select',
      label: { en: 'Roles', de: 'Rollen', ar: 'الأدوار' },
      hasMany: true,
      required: true,
      // The first account (made through first-register) runs the site; everyone invited later edits.
      defaultValue: async ({ req }: DefaultValueArgs) =>
        (await req.db.count({ collection: 'users', transaction: req.transaction })) === 0 ? ['admin'] : ['editor'],
      access: { create: adminField, update: adminField },
      options: [
        { label: { en: 'Administrator', de: 'Administrator', ar: 'مسؤول' }, value: 'admin' },
        { label: { en: 'Editor', de: 'Redakteur', ar: 'محرّر' }, value: 'editor' },
      ],
      admin: {
        position: 'sidebar',
        description: {
          en: 'Administrators also manage users and settings.',
          de: 'Administratoren verwalten auch Benutzer und Einstellungen.',
          ar: 'يدير المسؤولون أيضًا المستخدمين والإعدادات.',
        },
      },
    },
  ],
};
