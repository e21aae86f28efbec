import type { createAtrium } from '@atrium/core';
import { seededCollections } from './collections.ts';
import { categorySeeds } from './content/categories.ts';
import { formSeeds, formTranslations, localizeFields } from './content/forms.ts';
import { globalSeeds } from './content/globals.ts';
import { mediaSeeds } from './content/media.ts';
import { pageSeeds } from './content/pages.ts';
import { postRevision, postSeeds } from './content/posts.ts';
import { paintImage } from './images/paint.ts';
import { generatePost, type SeedRefs, TitleBook } from './posts.ts';
import { createRandom } from './prng.ts';
import { paragraph, richText } from './richText.ts';

type ID = string | number;
/** The running instance the Local API methods live on. */
export type Atrium = Awaited<ReturnType<typeof createAtrium>>;

/** Progress reported while seeding; `done === total` ends a phase. */
export type SeedProgress = { collection: string; done: number; total: number };

/** Options of `seed`. */
export type SeedOptions = {
  /**
   * How many posts to create. Defaults to 24. The first few are the hand-written ones (`content/posts.ts`),
   * the rest are generated.
   */
  posts?: number;
  /** PRNG seed; the same number always yields the same content. Defaults to 2024. */
  randomSeed?: number;
  /** Called after each phase and every `progressEvery` posts. */
  onProgress?: (progress: SeedProgress) => void;
  /** Defaults to 500. */
  progressEvery?: number;
};

/** How many documents each phase created, and the time taken in milliseconds. */
export type SeedSummary = {
  categories: number;
  media: number;
  pages: number;
  posts: number;
  globals: number;
  forms: number;
  ms: number;
};

export { seededCollections } from './collections.ts';

// Seeding is a trusted, local operation: there is no user to check access for.
const trusted = { overrideAccess: true, depth: 0 } as const;

/** A 32-bit FNV-1a hash of a seed key, to give each picture a random source of its own. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Deletes every document of the seeded collections. */
export async function wipe(atrium: Atrium): Promise<void> {
  for (const collection of seededCollections) {
    await atrium.delete({ collection, where: { id: { exists: true } }, overrideAccess: true });
  }
}

/** Fills an empty database with the Waymark demo site: categories, media, pages, posts and the globals. */
export async function seed(atrium: Atrium, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { posts: postCount = 24, randomSeed = 2024, onProgress, progressEvery = 500 } = options;
  const rng = createRandom(randomSeed);
  // Pages and posts say whether they are published (`_status`); the others have no drafts.
  const create = async (collection: string, data: Record<string, unknown>): Promise<ID> =>
    ((await atrium.create({ collection, data, draft: data._status === 'draft', ...trusted })) as { id: ID }).id;

  const categories: Record<string, ID> = {};
  for (const { key, parent, ...data } of categorySeeds) {
    categories[key] = await create('categories', { ...data, slug: key, parent: parent ? categories[parent] : null });
  }
  onProgress?.({ collection: 'categories', done: categorySeeds.length, total: categorySeeds.length });

  // All painted at once (sharp works off the main thread), each from a random source of its own so a picture does
  // not change when another is added; each stored through the upload pipeline, which cuts the sizes, as soon as it
  // is ready, while the later ones are still being painted.
  const pictures = mediaSeeds.map(({ key, scene, width, height }) =>
    paintImage({ scene, width, height, rng: createRandom(randomSeed ^ hashKey(key)) }),
  );
  // Awaited one by one below: a failure stops there, and the others' failures must not go unhandled meanwhile.
  for (const picture of pictures) picture.catch(() => {});
  const media: Record<string, ID> = {};
  for (const [i, { key, filename, alt, caption, credit, focal }] of mediaSeeds.entries()) {
    const data = await pictures[i];
    const doc = await atrium.create({
      collection: 'media',
      data: { alt, credit, caption: richText(paragraph(caption)), focalX: focal.x, focalY: focal.y },
      file: { data, name: filename, size: data.length, mimeType: 'image/jpeg' },
      ...trusted,
    });
    media[key] = (doc as { id: ID }).id;
  }
  onProgress?.({ collection: 'media', done: mediaSeeds.length, total: mediaSeeds.length });

  // Pages are created in order, each seeing the ids of those before it.
  const pages: Record<string, ID> = {};
  for (const build of pageSeeds) {
    const page = build({ media, categories, pages });
    pages[page.slug] = await create('pages', page);
  }
  onProgress?.({ collection: 'pages', done: pageSeeds.length, total: pageSeeds.length });

  const refs: SeedRefs = { categories, media: Object.values(media), earlierPosts: [] };
  const titles = new TitleBook();
  const handWrittenIds: Record<string, ID> = {};
  for (let i = 1; i <= postCount; i++) {
    const handWritten = i <= postSeeds.length ? postSeeds[i - 1] : undefined;
    const data = handWritten
      ? handWritten({ media, categories, pages, posts: refs.earlierPosts })
      : generatePost(rng, refs, titles);
    // Claimed, so a generated post given the same title would get a part number and a slug of its own.
    if (handWritten) titles.claim(data.title as string);
    const id = await create('posts', data);
    if (handWritten) handWrittenIds[data.slug as string] = id;
    refs.earlierPosts.push(id);
    if (i % progressEvery === 0 || i === postCount) onProgress?.({ collection: 'posts', done: i, total: postCount });
  }

  const revised = handWrittenIds[postRevision.slug];
  if (revised !== undefined) {
    await atrium.update({ collection: 'posts', id: revised, data: postRevision.data, draft: true, ...trusted });
  }

  const globals = globalSeeds({ media, pages });
  for (const [slug, data] of Object.entries(globals)) await atrium.updateGlobal({ slug, data, overrideAccess: true });
  onProgress?.({ collection: 'globals', done: 3, total: 3 });

  // The forms in English, then their labels, options, button and confirmation in German and Arabic.
  for (const { key, ...data } of formSeeds) {
    const id = await create('forms', data);
    for (const [locale, localized] of Object.entries(formTranslations[key] ?? {})) {
      const stored = (await atrium.findByID({ collection: 'forms', id, locale, ...trusted })) as unknown as {
        fields: any[];
        emails: any[];
      };
      const { labels, options, message, emails, ...rest } = localized;
      await atrium.update({
        collection: 'forms',
        id,
        locale,
        data: {
          ...rest,
          fields: localizeFields(stored.fields, localized),
          emails: stored.emails.map((email, i) => ({ ...email, ...emails[i] })),
        },
        ...trusted,
      });
    }
  }
  onProgress?.({ collection: 'forms', done: formSeeds.length, total: formSeeds.length });

  return {
    categories: categorySeeds.length,
    media: mediaSeeds.length,
    pages: pageSeeds.length,
    posts: postCount,
    globals: Object.keys(globals).length,
    forms: formSeeds.length,
    ms: Math.round(performance.now() - started),
  };
}
