/**
 * Every field type's input module (`fields/<type>/index.tsx`), gathered by Vite when the admin is built, so
 * adding a type's folder adds its input here with nothing to edit.
 *
 * Why one module: the inputs load on demand (`shared/onDemandInput.tsx`), and a bundler turns each dynamic
 * import of a module that shares a chunk with others into a file of its own that only re-exports from that
 * chunk. One import per type made 21 such files of 50 bytes, each one more request before an edit form could
 * draw; importing this module instead makes one.
 */
const modules = import.meta.glob<Record<string, unknown>>('./*/index.tsx', { eager: true });

/** The input module of a field type's folder; throws for a folder that has none (a wrong name in an entry). */
export function inputModule(type: string): Record<string, unknown> {
  const module = modules[`./${type}/index.tsx`];
  if (!module) throw new Error(`Atrium admin: no input module at fields/${type}/index.tsx`);
  return module;
}
