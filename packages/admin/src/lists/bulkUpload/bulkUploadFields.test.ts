import { describe, expect, it } from 'vitest';
import type { FieldPermissions } from '../../auth/AuthProvider.tsx';
import type { ClientCollection } from '../../config/index.ts';
import { bulkUploadFields } from './bulkUploadFields.ts';

const buildCollection = (fields: unknown[]) => ({ slug: 'photos', upload: {}, admin: {}, fields }) as unknown as ClientCollection;

describe('bulkUploadFields', () => {
  const collection = buildCollection([
    { name: 'alt', type: 'text', required: true },
    { name: 'credit', type: 'text' },
    { name: 'licence', type: 'select', options: ['cc', 'all'], required: true, defaultValue: 'cc' },
    { type: 'row', fields: [{ name: 'photographer', type: 'text', required: true }] },
    { name: 'internalNote', type: 'text', required: true, admin: { hidden: true } },
    { name: 'checksum', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'filename', type: 'text', required: true },
  ]);

  it('asks for the required fields a create needs from the user, layout rows included', () => {
    expect(bulkUploadFields(collection).map((f) => f.name)).toEqual(['alt', 'photographer']);
  });

  it('leaves out a required field the user may not set on create', () => {
    const permissions = { photographer: { create: { permission: false } } } as unknown as FieldPermissions;
    expect(bulkUploadFields(collection, permissions).map((f) => f.name)).toEqual(['alt']);
  });
});
