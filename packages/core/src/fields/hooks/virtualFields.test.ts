import { describe, expect, it, vi } from 'vitest';
import type { DataField, FieldReadArgs, FieldTypeDefinition } from '../types.ts';

// A virtual type as a join will be: nothing stored, its value computed on read from another collection.
const read = vi.fn(async (args: FieldReadArgs) => {
  const found = await args.find({ collection: 'posts', where: { category: { equals: args.doc.id } } });
  return { docs: found.docs.map((doc) => doc.id), depth: args.depth, path: args.path };
});
const virtualType: FieldTypeDefinition = {
  type: 'virtual',
  validate: () => true,
  storage: 'none',
  read,
  queryKind: 'json',
  operators: [],
  isSortable: () => false,
  isUniqueCapable: () => false,
};

vi.mock('../registry.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../registry.ts')>();
  return { ...original, getFieldType: (type: string) => (type === 'virtual' ? virtualType : original.getFieldType(type)) };
});

const { afterReadFields } = await import('./afterRead.ts');
const { fieldsNeedReadPass } = await import('../compileSchema.ts');
const { prepareFields } = await import('./beforeChange.ts');
const { testRequest } = await import('../shared/testing.ts');

const fields = [
  { name: 'title', type: 'text' },
  { name: 'posts', type: 'virtual' },
] as unknown as DataField[];

describe('virtual fields (storage none)', () => {
  it("are computed on every read by their type's read, with the document, the depth left and a find as the reader", async () => {
    expect(fieldsNeedReadPass(fields)).toBe(true);
    const find = vi.fn(async () => ({ docs: [{ id: 7 }, { id: 9 }], totalDocs: 2, hasNextPage: false }));
    const doc: Record<string, unknown> = { id: 3, title: 'News' };
    await afterReadFields(fields, doc, { req: testRequest, context: {}, root: doc, showHidden: false, depth: 1, level: 0, find });
    expect(doc).toStrictEqual({ id: 3, title: 'News', posts: { docs: [7, 9], depth: 1, path: 'posts' } });
    expect(find).toHaveBeenCalledWith({ collection: 'posts', where: { category: { equals: 3 } } });
  });

  it('are dropped from writes without an error: a form sends back what it read', async () => {
    const ctx = {
      req: testRequest,
      operation: 'create' as const,
      context: {},
      owner: { collection: 'categories' },
      rootKeys: new Set<string>(),
    };
    const data = await prepareFields(fields, { title: 'News', posts: { docs: [7] } }, undefined, ctx);
    expect(data).toStrictEqual({ title: 'News' });
  });
});
