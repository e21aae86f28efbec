import type { Harness } from '../helpers/startAtrium.ts';
import type { FuzzContext, FuzzRequest } from './requests.ts';

type Account = { id: number; email: string };
type Session = { token: string; cookie: string };

/** What came back: the status and the start of the body; `thrown` when the client itself refused to send it. */
export type Answer = { status: number; body: string; thrown?: string };

/**
 * The signed-in callers' sessions. The fuzz signs callers out, changes the editor's own password and email and
 * may lock that account; `ensure` signs them in again (restoring the editor's account first when needed) so every
 * batch has both callers. The admin's account is never restored: not being able to sign in as the admin is a failure.
 */
export class Sessions {
  /** Each caller's session, and a spare one that sign-outs and token refreshes use (so they end only that one). */
  private sessions: Partial<Record<'editor' | 'admin' | 'editor:spare' | 'admin:spare', Session>> = {};

  constructor(
    private readonly h: Harness,
    private readonly ctx: FuzzContext,
    private readonly adminAPIKey: string,
  ) {}

  private account(caller: 'editor' | 'admin'): Account {
    return this.ctx.users[caller];
  }

  /** Signs in over REST (as the caller's spare session with `spare`); `undefined` when the account refuses its password. */
  async signIn(caller: 'editor' | 'admin', spare = false): Promise<Session | undefined> {
    const { email } = this.account(caller);
    const res = await this.h.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: this.ctx.users.password },
    });
    if (res.statusCode !== 200) return undefined;
    const session = { token: res.json().token as string, cookie: String(res.headers['set-cookie']).split(';')[0] };
    this.sessions[spare ? (`${caller}:spare` as const) : caller] = session;
    return session;
  }

  /** Whether the session still names the caller. */
  private async holds(session: Session | undefined, caller: 'editor' | 'admin'): Promise<boolean> {
    if (!session) return false;
    const me = await this.h.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `JWT ${session.token}` } });
    return me.statusCode === 200 && me.json().user?.id === this.account(caller).id;
  }

  /** Whether the caller's sessions still hold; else signs in again. Answers whether the caller is signed in. */
  async ensure(caller: 'editor' | 'admin'): Promise<boolean> {
    const main = (await this.holds(this.sessions[caller], caller)) || !!(await this.signIn(caller));
    const spare = (await this.holds(this.sessions[`${caller}:spare`], caller)) || !!(await this.signIn(caller, true));
    if (main && spare) return true;
    if (caller === 'admin') return false;
    // The editor may legitimately have changed its own email or password, or locked itself out.
    await this.h.atrium.update({
      collection: 'users',
      id: this.account(caller).id,
      data: { email: this.account(caller).email, password: this.ctx.users.password, loginAttempts: 0, lockUntil: null },
      overrideAccess: true,
    });
    return !!(await this.signIn(caller)) && !!(await this.signIn(caller, true));
  }

  /** The request's headers with the caller's credentials in the style it asks for. */
  headersFor(r: FuzzRequest): Record<string, string> {
    const headers = { ...r.headers };
    if (r.auth === 'forged') {
      const admin = this.sessions.admin?.token ?? 'a.b.c';
      // A real token with one signature character changed.
      const tampered = `${admin.slice(0, -2)}${admin.at(-2) === 'A' ? 'B' : 'A'}${admin.at(-1)}`;
      headers.authorization = r.forged === 'tampered' ? `JWT ${tampered}` : (r.forged ?? 'JWT');
      return headers;
    }
    if (r.caller === 'anonymous') return headers;
    const spare = r.family === 'auth:logout' || r.family === 'auth:refresh';
    const session = this.sessions[spare ? (`${r.caller}:spare` as const) : r.caller];
    if (!session) return headers;
    switch (r.auth) {
      case 'bearer':
        headers.authorization = `Bearer ${session.token}`;
        break;
      case 'cookie':
        headers.cookie = session.cookie;
        delete headers.origin;
        delete headers['sec-fetch-site'];
        break;
      case 'crossSiteCookie':
        headers.cookie = session.cookie;
        headers.origin = 'https://evil.example';
        break;
      case 'apiKey':
        headers.authorization = `users API-Key ${this.adminAPIKey}`;
        break;
      default:
        headers.authorization = `JWT ${session.token}`;
    }
    return headers;
  }
}

/** Sends one request through the whole HTTP pipeline (`inject`). */
export async function send(h: Harness, sessions: Sessions, r: FuzzRequest): Promise<Answer> {
  try {
    const res = await h.inject({ method: r.method, url: r.url, headers: sessions.headersFor(r), payload: r.payload });
    return { status: res.statusCode, body: res.body.slice(0, 2000) };
  } catch (error) {
    return { status: 0, body: '', thrown: (error as Error).message };
  }
}

/** Runs `task` over `items` with at most `limit` at a time, answers in order. */
export async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
