/**
 * The browser-safe part of `@atrium/richtext`: the node classes (the admin's editor registers the same classes
 * the server parses with, so what it saves is what the server would write), the stored shapes, the format
 * flags, URL safety and the editor's client props. Nothing reachable from here may import jsdom, a Node
 * built-in or core's runtime; bundle it for the browser to check
 * (`esbuild --bundle --platform=browser src/client.ts`).
 */

export type { RichTextClientProps } from './field/clientProps.ts';
export type { NodeKind, ToolbarPlacement } from './field/options.ts';
export * from './nodes/index.ts';
export { newNodeID } from './nodes/utils.ts';
export * from './types.ts';
export { isSafeURL, safeURL } from './url.ts';
