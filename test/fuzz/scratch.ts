import type { Harness } from '../helpers/startAtrium.ts';
import type { FuzzContext, FuzzRequest } from './requests.ts';

/** Where a generated request names "scratch document number i of a collection", raw or percent-encoded. */
const reference = /(?:\{\{|%7B%7B)scratch(?::|%3A)([a-z-]+)(?::|%3A)(\d+)(?:\}\}|%7D%7D)/gi;

/** Copies kept of each collection the editor may write, and of users (for the admin), for writes to land on. */
const wanted: Record<string, number> = { pages: 6, posts: 6, categories: 6, media: 6, users: 3 };

/**
 * The documents made during the run (ids past every seeded one): what callers allowed to write aim their
 * writes at, so that those writes succeed without touching a checked document. Generated requests name them
 * by number (`{{scratch:posts:3}}`); `resolve` puts in the ids of the moment.
 */
export class Scratch {
  private ids: Record<string, number[]> = {};
  private made = 0;

  constructor(
    private readonly h: Harness,
    private readonly ctx: FuzzContext,
  ) {}

  private maxSeeded(slug: string): number {
    return Math.max(0, ...(this.ctx.seeded[slug] ?? []));
  }

  /** Reads the newest scratch documents of each collection and tops up the ones callers deleted. */
  async refresh(): Promise<void> {
    const { atrium } = this.h;
    for (const { slug } of atrium.config.collections) {
      // The adapter sorts by id descending when no sort is given: the newest rows.
      const { docs } = await atrium.config.db.find({ collection: slug, limit: 60, pagination: false });
      this.ids[slug] = docs.map((d) => Number(d.id)).filter((id) => id > this.maxSeeded(slug));
    }
    for (const [slug, count] of Object.entries(wanted)) {
      while ((this.ids[slug]?.length ?? 0) < count) {
        const n = ++this.made;
        const doc =
          slug === 'users'
            ? await atrium.create({
                collection: slug,
                data: {
                  email: `scratch-${n}@fuzz.test`,
                  password: this.ctx.users.password,
                  name: `Scratch ${n}`,
                  roles: ['editor'],
                },
                overrideAccess: true,
                depth: 0,
              })
            : await atrium.duplicate({
                collection: slug,
                id: this.ctx.seeded[slug][n % this.ctx.seeded[slug].length],
                data: slug === 'media' ? {} : { slug: `scratch-${slug}-${n}` },
                overrideAccess: true,
                depth: 0,
              });
        this.ids[slug] = [Number(doc.id), ...(this.ids[slug] ?? [])];
      }
    }
  }

  /** The request with scratch references replaced by ids (one past every id when there is none). */
  resolve(r: FuzzRequest): FuzzRequest {
    const put = (text: string) =>
      text.replace(reference, (_m, slug: string, i: string) => {
        const list = this.ids[slug] ?? [];
        return String(list.length ? list[Number(i) % list.length] : this.maxSeeded(slug) + 100_000);
      });
    if (!r.url.includes('scratch') && !r.payload?.includes('scratch')) return r;
    return { ...r, url: put(r.url), payload: r.payload === undefined ? undefined : put(r.payload) };
  }
}
