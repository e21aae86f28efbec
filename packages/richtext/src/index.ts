export * from './convert/index.ts';
export * from './export/index.ts';
export { collectReferences, lexicalEditor } from './field/lexicalEditor.ts';
export type { LexicalEditorOptions, NodeKind } from './field/options.ts';
export { nodeKinds } from './field/options.ts';
export { createServerEditor, roundTrip } from './headless.ts';
export * from './nodes/index.ts';
export * from './types.ts';
export { BLANK_URL, isSafeURL, safeURL } from './url.ts';
