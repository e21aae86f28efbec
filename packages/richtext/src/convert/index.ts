/*
 * Conversion of stored rich text to the current shapes of `../types.ts`: upgrades of old node versions, Payload's
 * Slate content, content of the old Lexical plugin, and the `unknownConverted` fallback. All of it works on plain
 * JSON, without a Lexical editor.
 */
export { detectFormat, type RichTextFormat } from './detect.ts';
export { convertLegacyLexical } from './legacyLexical.ts';
export { convertSlateToLexical } from './slate.ts';
export { type ToCurrentResult, toCurrentEditorState } from './toCurrent.ts';
export { toUnknownConverted, type UnknownConvertedOptions } from './unknown.ts';
export { type UpgradeResult, upgradeEditorState } from './upgrade.ts';
