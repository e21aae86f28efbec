/** A DOM id for a field path (`layout.0.title` → `field-layout__0__title`); also what the error pill focuses. */
export function fieldId(path: string): string {
  return `field-${path.replace(/\./g, '__')}`;
}
