import { checkBounds, configError } from '../shared/configError.ts';
import { describeValue } from '../shared/describeValue.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import { withRowIds } from '../shared/rowId.ts';
import { validateRows } from '../shared/validateRows.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import type { Block, BlocksField } from './types.ts';

function sanitizeBlocks(blocks: unknown, path: string): Block[] {
  if (!Array.isArray(blocks) || blocks.length === 0) configError(path, '`blocks` must be a non-empty list');
  const seen = new Set<string>();
  return blocks.map((block: unknown, i) => {
    if (!isPlainObject(block)) configError(path, `\`blocks[${i}]\` must be an object`);
    const { slug } = block;
    if (typeof slug !== 'string' || slug === '') configError(path, `\`blocks[${i}].slug\` is missing`);
    if (seen.has(slug)) configError(path, `\`blocks\` has the slug "${slug}" twice`);
    seen.add(slug);
    if (!Array.isArray(block.fields)) configError(path, `\`blocks[${i}].fields\` (block "${slug}") must be a list`);
    return { ...(block as Block) };
  });
}

/** A list of rows, each one of the configured blocks, told apart by `blockType`, with a stable string `id`. */
export const blocksField: FieldTypeDefinition<BlocksField> = {
  type: 'blocks',
  sanitize(field, path, ctx) {
    const blocks = sanitizeBlocks(field.blocks, path);
    checkBounds(field, path, 'minRows', 'maxRows', { count: true });
    if (!ctx) return { ...field, blocks };
    const withFields = blocks.map((block) => ({
      ...block,
      fields: ctx.sanitizeFields(block.fields, { under: block.slug, inRows: true }),
    }));
    return { ...field, blocks: withFields };
  },
  validate(value, { field, req }) {
    const slugs = new Set(field.blocks.map((block) => block.slug));
    return validateRows(value, field, req.t, (row, rowNumber) => {
      if (row.blockType === undefined || row.blockType === null || row.blockType === '') {
        return req.t('validation:missingBlockType', { row: rowNumber });
      }
      if (typeof row.blockType === 'string' && slugs.has(row.blockType)) return true;
      return req.t('validation:unknownBlockType', { blockType: describeValue(row.blockType) });
    });
  },
  beforeWrite: withRowIds,
  storage: 'json',
  queryKind: 'json',
  ...query,
  isUniqueCapable: () => false,
};
