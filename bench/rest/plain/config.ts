import type { Config } from '@atrium/core';
import { lexicalEditor } from '@atrium/richtext';

const anyone = () => true;

/**
 * Issue 21's plain config: users, media, categories and posts (title, an indexed slug, a status select, a
 * `publishedAt` date, a category and an author, ten rich-text paragraphs), public read access, nothing else
 * declared (`lexicalEditor()` with its defaults).
 */
export const plainConfig: Omit<Config, 'db' | 'secret'> = {
  collections: [
    { slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] },
    { slug: 'media', upload: true, access: { read: anyone }, fields: [{ name: 'alt', type: 'text' }] },
    { slug: 'categories', access: { read: anyone }, fields: [{ name: 'title', type: 'text' }] },
    {
      slug: 'posts',
      access: { read: anyone },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'slug', type: 'text', index: true },
        { name: 'status', type: 'select', options: ['draft', 'published'] },
        { name: 'publishedAt', type: 'date' },
        { name: 'category', type: 'relationship', relationTo: 'categories' },
        { name: 'author', type: 'relationship', relationTo: 'users' },
        { name: 'body', type: 'richText', editor: lexicalEditor() },
      ],
    },
  ],
};

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
const block = { version: 1, format: '', indent: 0, direction: 'ltr' };

/** Ten paragraphs of some sixty words. */
export function postBody(post: number) {
  return {
    root: {
      type: 'root',
      ...block,
      children: Array.from({ length: 10 }, (_, i) => ({
        type: 'paragraph',
        ...block,
        textFormat: 0,
        textStyle: '',
        children: [
          text(
            `Paragraph ${i + 1} of post ${post}. The line to the coast was closed for a winter while the bridge was rebuilt, and the timetable that came back in spring had three trains fewer a day, a later first departure and a connection at the junction that works only when the morning train is on time, which it is most days.`,
          ),
        ],
      })),
    },
  };
}

/** Post `n` (1-based): every fourth a draft, one an hour apart from 2020 on. */
export function postFields(n: number, category: string | number, author: string | number) {
  return {
    title: `Post ${n}: some notes from the line`,
    slug: `post-${n}`,
    status: n % 4 === 1 ? 'draft' : 'published',
    publishedAt: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString(),
    category,
    author,
    body: postBody(n),
  };
}
