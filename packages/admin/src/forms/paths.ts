/** A dot path into a document with row indexes, as the API reports errors: `layout.2.columns.0.size`. */
export type Path = string;

/** Joins a parent path and a key (`''` + `title` → `title`). */
export function joinPath(parent: Path, key: string | number): Path {
  return parent ? `${parent}.${key}` : String(key);
}

/** The value at `path`, or `undefined` when any step is missing. */
export function getIn(value: unknown, path: Path): unknown {
  if (!path) return value;
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * A copy of `root` with `value` at `path`, sharing every untouched branch (so unchanged subtrees keep their
 * identity and React skips them). Missing steps become objects, or arrays when the next key is an index.
 */
export function setIn<T>(root: T, path: Path, value: unknown): T {
  if (!path) return value as T;
  const keys = path.split('.');
  const write = (node: unknown, i: number): unknown => {
    const key = keys[i];
    const isIndex = /^\d+$/.test(key);
    const base: any = Array.isArray(node) ? [...node] : node && typeof node === 'object' ? { ...node } : isIndex ? [] : {};
    base[key] = i === keys.length - 1 ? value : write(base[key], i + 1);
    return base;
  };
  return write(root, 0) as T;
}

/** The parent path (`a.b.c` → `a.b`; `a` → `''`). */
export function parentPath(path: Path): Path {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(0, dot);
}

/** Whether `a` is `b` or lies inside it, or the other way round. */
export function pathsOverlap(a: Path, b: Path): boolean {
  if (a === b || a === '' || b === '') return true;
  return a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}
