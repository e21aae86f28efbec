import { describe, expect, it } from 'vitest';
import type { ClientCollection } from '../../config/index.ts';
import { deletePermanentlyRequest, emptyTrashRequest, restoreRequest, trashRead } from './trashRequests.ts';

const posts = { slug: 'posts', admin: { useAsTitle: 'title' } } as ClientCollection;

describe('the trash view’s requests', () => {
  it('lists only trashed documents, most recently trashed first, with the title and deletedAt', () => {
    expect(trashRead(posts, 2, 25)).toStrictEqual({
      method: 'GET',
      path: '/posts',
      query: {
        trash: true,
        where: '{"deletedAt":{"exists":true}}',
        sort: '-deletedAt',
        depth: 0,
        limit: 25,
        page: 2,
        select: { title: true, deletedAt: true },
      },
    });
    const byID = trashRead({ ...posts, admin: { ...posts.admin, useAsTitle: 'id' } } as ClientCollection, 1, 10);
    expect(byID.query.select).toStrictEqual({ deletedAt: true });
  });

  it('restores with deletedAt null under trash=true, and deletes for good what is already in the trash', () => {
    expect(restoreRequest('posts', 'a/b')).toStrictEqual({
      method: 'PATCH',
      path: '/posts/a%2Fb',
      query: { trash: true, depth: 0 },
      body: { deletedAt: null },
    });
    expect(deletePermanentlyRequest('posts', 7)).toStrictEqual({
      method: 'DELETE',
      path: '/posts/7',
      query: { depth: 0, trash: true },
    });
    expect(emptyTrashRequest('posts')).toStrictEqual({
      method: 'DELETE',
      path: '/posts',
      query: { trash: true, where: '{"deletedAt":{"exists":true}}', depth: 0 },
    });
  });
});
