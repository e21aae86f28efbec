import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphDocument } from '../helpers/richText.ts';
import { dialects, type Harness } from '../helpers/startAtrium.ts';
import { startDemo } from './demoHarness.ts';

describe.each(dialects)("the demo's joins on %s", (dialect) => {
  let h: Harness;
  let auth: { authorization: string };
  beforeAll(async () => {
    ({ h, auth } = await startDemo(dialect));
  });
  afterAll(() => h.close());

  it("lists a category's posts and an author's posts, and visitors only the published ones", async () => {
    const me = (await h.inject({ url: '/api/users/me', headers: auth })).json().user;
    const category = (
      await h.inject({ method: 'POST', url: '/api/categories', headers: auth, payload: { title: 'Trains' } })
    ).json().doc;
    const buildPost = async (title: string, status: string) => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/posts',
        headers: auth,
        payload: { title, _status: status, content: paragraphDocument(title), author: me.id, categories: [category.id] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().doc.id;
    };
    const published = await buildPost('Night trains', 'published');
    const draft = await buildPost('Branch lines', 'draft');

    const asEditor = (await h.inject({ url: `/api/categories/${category.id}?depth=0`, headers: auth })).json();
    expect(asEditor.posts.docs.sort()).toStrictEqual([published, draft].sort());
    const asVisitor = (await h.inject({ url: `/api/categories/${category.id}?depth=0` })).json();
    expect(asVisitor.posts).toStrictEqual({ docs: [published], hasNextPage: false });
    const author = (await h.inject({ url: `/api/users/${me.id}?depth=0&joins[posts][count]=true`, headers: auth })).json();
    expect(author.posts).toMatchObject({ hasNextPage: false, totalDocs: 2 });
  });
});
