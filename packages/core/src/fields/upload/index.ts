import { configError } from '../shared/configError.ts';
import { relationBehaviour, relationTargets, sanitizeRelation } from '../shared/relationValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import type { UploadField } from './types.ts';

/** A reference to documents of upload collections; the same shapes as a relationship. */
export const uploadField: FieldTypeDefinition<UploadField> = {
  type: 'upload',
  sanitize(field, path, ctx) {
    const out = sanitizeRelation(field, path, ctx);
    for (const target of ctx ? relationTargets(out) : []) {
      if (!ctx?.uploadSlugs.has(target)) configError(path, `relationTo "${target}" is not an upload collection`);
    }
    return out;
  },
  ...relationBehaviour,
};
