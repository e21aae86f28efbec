import { checkMaxDepth, configError } from '../shared/configError.ts';
import { missingValue } from '../shared/missingValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { isEditorState, isEmptyEditorState } from './isEditorState.ts';
import { query } from './query.ts';
import type { RichTextField } from './types.ts';

/**
 * A Lexical editor state. Only the outer shape is checked here; node-level validation belongs to the
 * rich-text package.
 */
export const richTextField: FieldTypeDefinition<RichTextField> = {
  type: 'richText',
  sanitize(field, path, ctx) {
    checkMaxDepth(field, path);
    const { editor } = field;
    if (editor === undefined || !ctx) return { ...field };
    if (typeof editor !== 'object' || editor === null || typeof editor.name !== 'string')
      configError(path, '`editor` must be a rich-text editor, e.g. lexicalEditor() from @atrium/richtext');
    if (!editor.sanitize) return { ...field };
    const sanitized = editor.sanitize({
      owner: path,
      collectionSlugs: ctx.collectionSlugs,
      uploadSlugs: ctx.uploadSlugs,
      richTextTargets: ctx.richTextTargets,
      // Block fields are per node, like array rows: a unique index cannot hold on them.
      sanitizeFields: (fields, where) => ctx.sanitizeFields(fields, { under: where, inRows: true }),
    });
    return { ...field, editor: sanitized };
  },
  validate(value, { field, req }) {
    if (value === undefined || value === null) return missingValue(field, req.t);
    if (!isEditorState(value)) return req.t('validation:notValidRichText');
    return isEmptyEditorState(value) ? missingValue(field, req.t) : true;
  },
  beforeWrite: (value, field) => (field.editor?.normalize ? field.editor.normalize(value) : value),
  storage: 'json',
  queryKind: 'richText',
  ...query,
  isUniqueCapable: () => false,
};
