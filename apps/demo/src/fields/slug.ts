import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { type AtriumRequest, count, type FieldHook, type TextField } from '@atrium/core';

let transliteration: typeof import('transliteration') | undefined;

/**
 * Lower-cases text, spells every letter in ASCII and joins the words with dashes: `Hello, World!` → `hello-world`,
 * `Grüße aus Köln` → `grusse-aus-koln`, Arabic and Japanese titles → their romanization. May be empty (a title
 * of emoji or punctuation only): `slugField` then falls back to a generated one.
 */
export function slugify(text: string): string {
  // Transliteration keeps every script readable in a URL; dropping what is not a-z left Arabic and Japanese
  // titles with no slug at all.
  // Its tables for every script are large, and only writes need a slug: loaded with the first (CommonJS, so at once).
  transliteration ??= createRequire(import.meta.url)('transliteration') as typeof import('transliteration');
  return transliteration
    .transliterate(text.replace(/&/g, ' and '))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug for text that has no letters or digits to spell: short, unique, and still a valid URL segment. */
export function fallbackSlug(): string {
  return `untitled-${randomBytes(4).toString('hex')}`;
}

/** Whether another document of `collection` than `id` already uses `slug` (all of them: slugs are unique). */
async function isTaken(req: AtriumRequest, collection: string, slug: string, id: unknown): Promise<boolean> {
  const others = id == null ? [] : [{ id: { not_equals: id } }];
  // Access is deliberately overridden: a slug must differ from every document's, readable by this user or not.
  const { totalDocs } = await count({
    collection,
    req,
    overrideAccess: true,
    where: { and: [{ slug: { equals: slug } }, ...others] },
  });
  return totalDocs > 0;
}

/** `base`, or `base-2`, `base-3`… the first one no other document uses. */
async function freeSlug(req: AtriumRequest, collection: string, base: string, id: unknown): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(req, collection, candidate, id))) return candidate;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * A unique, indexed `slug` for `collection` that fills itself from the title when left empty. A slug the editor
 * typed is kept as typed (a clash is reported); one made from the title gets `-2`, `-3`… instead.
 */
export function slugField(collection: string): TextField {
  // Editors rarely type slugs; deriving one keeps URLs stable without making the field a chore.
  const fillFromSource: FieldHook = async ({ value, data, originalDoc, req }) => {
    if (typeof value === 'string' && value.trim() !== '') {
      const typed = slugify(value);
      if (typed !== '') return typed;
    }
    const source = data?.title;
    if (typeof source !== 'string' || source.trim() === '') return undefined;
    return freeSlug(req, collection, slugify(source) || fallbackSlug(), originalDoc?.id);
  };
  return {
    name: 'slug',
    type: 'text',
    label: { en: 'Slug', de: 'Kurzname (URL)', ar: 'المعرّف في الرابط' },
    unique: true,
    index: true,
    hooks: {
      beforeValidate: [fillFromSource],
      // A copy makes its own slug from its title, the next free one (`my-post-2`).
      beforeDuplicate: [() => null],
    },
    admin: {
      position: 'sidebar',
      description: {
        en: 'Used in the URL. Left empty, it is made from the title.',
        de: 'Teil der Adresse (URL). Bleibt es leer, wird es aus dem Titel gebildet.',
        ar: 'يُستخدم في عنوان الصفحة (URL). إن تُرك فارغًا يُكوَّن من العنوان.',
      },
    },
  };
}
