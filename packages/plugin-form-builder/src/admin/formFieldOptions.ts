/** A block of the form's `fields` as the forms collection stores it (Payload's shape: `blockType`, `name`, `label`). */
export type FormFieldBlock = {
  blockType?: unknown;
  name?: unknown;
  label?: unknown;
};

/** One choice of a field selector: the field's `name` is the stored value, its label is what the editor reads. */
export type FormFieldOption = {
  name: string;
  /** The block's label in the admin's language, or `undefined` when it has none. */
  label: string | undefined;
  blockType: string;
};

/** A label as the forms collection stores it: a string, or one string per locale when `label` is localized. */
function labelIn(label: unknown, locale: string | undefined): string | undefined {
  if (typeof label === 'string') return label.trim() === '' ? undefined : label;
  if (label && typeof label === 'object') {
    const byLocale = label as Record<string, unknown>;
    const own = locale ? byLocale[locale] : undefined;
    const first =
      typeof own === 'string' && own !== '' ? own : Object.values(byLocale).find((v) => typeof v === 'string' && v !== '');
    return typeof first === 'string' ? first : undefined;
  }
  return undefined;
}

/**
 * The fields a selector offers (spec 3, form-builder selectors): every block of the form that has a name, in
 * the form's order, except payment blocks (a price cannot depend on the payment field itself). A name that
 * appears twice is offered once: the submission stores one value per name.
 */
export function formFieldOptions(fields: unknown, locale?: string): FormFieldOption[] {
  if (!Array.isArray(fields)) return [];
  const seen = new Set<string>();
  const options: FormFieldOption[] = [];
  for (const block of fields as FormFieldBlock[]) {
    if (!block || typeof block !== 'object') continue;
    if (block.blockType === 'payment') continue;
    if (typeof block.name !== 'string' || block.name.trim() === '' || seen.has(block.name)) continue;
    seen.add(block.name);
    options.push({
      name: block.name,
      label: labelIn(block.label, locale),
      blockType: typeof block.blockType === 'string' ? block.blockType : '',
    });
  }
  return options;
}
