import { checkMaxDepth } from '../shared/configError.ts';
import { missingValue } from '../shared/missingValue.ts';
import { richTextOperators } from '../shared/operators.ts';
import type { FieldTypeDefinition, RichTextField } from '../types.ts';
import { isEditorState, isEmptyEditorState } from './isEditorState.ts';

/**
 * A Lexical editor state. Only the outer shape is checked here; node-level validation belongs to the
 * rich-text package.
 */
export const richTextField: FieldTypeDefinition<RichTextField> = {
  type: 'richText',
  sanitize(field, path) {
    checkMaxDepth(field, path);
    return { ...field };
  },
  validate(value, { field, req }) {
    if (value === undefined || value === null) return missingValue(field, req.t);
    if (!isEditorState(value)) return req.t('validation:notValidRichText');
    return isEmptyEditorState(value) ? missingValue(field, req.t) : true;
  },
  beforeWrite: (value, field) => (field.editor?.normalize ? field.editor.normalize(value) : value),
  queryKind: 'richText',
  operators: richTextOperators,
};
