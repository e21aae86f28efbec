/** The folder of a collection's objects: its `prefix` without slashes at either end, the slug when none is set. */
export function prefixOf(collection: string, prefix: string | undefined): string {
  return (prefix ?? collection).replace(/^\/+|\/+$/g, '');
}

/** The object key of a file: `prefix/filename`, or the filename alone at the bucket's root. */
export function objectKey(prefix: string, filename: string): string {
  // Core makes names safe; this is the last line against a name reaching outside its collection's folder.
  if (!isPlainName(filename)) throw new Error(`Not a plain file name: ${JSON.stringify(filename)}`);
  return prefix ? `${prefix}/${filename}` : filename;
}

/** Whether a prefix may name a folder: no empty, `.` or `..` segment, no backslash or control character. */
export function isValidPrefix(prefix: string): boolean {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return true;
  return trimmed.split('/').every((segment) => isPlainName(segment));
}

function isPlainName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name);
}
