import {
  type Atrium,
  type AuthCollection,
  forgotPassword,
  type InitResponse,
  isInitialized,
  type LoginResponse,
  type LoginResult,
  login,
  logout,
  type MeResponse,
  type MessageResponse,
  me,
  type RefreshTokenResponse,
  refreshToken,
  registerFirstUser,
  resetPassword,
  unlock,
  verifyEmail,
} from '@atrium/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { expiredTokenCookie, tokenCookie } from '../auth/cookies.ts';
import { cookieAllowed } from '../auth/csrf.ts';
import type { RateLimiter } from '../rateLimit/index.ts';
import { buildRequest } from '../utilities/buildRequest.ts';

/**
 * The auth routes of `spec/rest-contract.md`, registered as static paths under each auth collection (so
 * `/users/me` is never read as the document with id "me"). Sign-in, first-register and forgot-password are
 * limited per IP; successful sign-ins set the HttpOnly `<cookiePrefix>-token` cookie.
 */
export function authRoutes(app: FastifyInstance, atrium: Atrium, limiter: RateLimiter | undefined) {
  const { config } = atrium;
  const limit = async (rule: string, request: FastifyRequest) => {
    if (limiter) await limiter.consume(rule, request.ip);
  };
  const signedIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    collection: AuthCollection,
    result: LoginResult,
    message: string,
  ) =>
    reply
      .header('set-cookie', tokenCookie(request, config, collection.auth, result.token, result.exp))
      .send({ message, user: result.user, token: result.token, exp: result.exp } satisfies LoginResponse);

  // Answers that carry tokens or a user's own data are never stored by browsers or proxies.
  app.addHook('onSend', async (request, reply) => {
    if (authPaths.has(request.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
  });
  const authPaths = new Set<string>();
  for (const collection of config.collections) {
    if (!collection.auth) continue;
    for (const path of ['login', 'logout', 'me', 'refresh-token', 'first-register', 'reset-password'])
      authPaths.add(`${config.routes.api}/${collection.slug}/${path}`);
    const slug = collection.slug;
    const auth = collection as AuthCollection;

    app.post(`/${slug}/login`, async (request, reply) => {
      await limit('login', request);
      const { req } = buildRequest(atrium, request);
      // Failures of names without an account are counted where the rate limits are: the same for every process.
      const result = await login({ collection: slug, data: request.body, req, counters: limiter?.store });
      return signedIn(request, reply, auth, result, req.t('auth:loggedInSuccessfully'));
    });

    app.post(`/${slug}/logout`, async (request, reply) => {
      const { req } = buildRequest(atrium, request);
      // The cookie goes whatever happens (a client that asks to sign out must end up signed out), but only for
      // requests the cookie itself would count for: another site cannot sign a visitor out.
      if (cookieAllowed(request, config)) reply.header('set-cookie', expiredTokenCookie(request, config, auth.auth));
      await logout({ collection: slug, req, authentication: request.authentication ?? { user: null } });
      return { message: req.t('auth:loggedOutSuccessfully') } satisfies MessageResponse;
    });

    app.get(`/${slug}/me`, async (request): Promise<MeResponse> => {
      const { req } = buildRequest(atrium, request);
      return me({ collection: slug, req, authentication: request.authentication ?? { user: null } });
    });

    app.post(`/${slug}/refresh-token`, async (request, reply) => {
      const { req } = buildRequest(atrium, request);
      const result = await refreshToken({ collection: slug, req, authentication: request.authentication ?? { user: null } });
      return reply
        .header('set-cookie', tokenCookie(request, config, auth.auth, result.refreshedToken, result.exp))
        .send({ message: req.t('auth:refreshedSuccessfully'), ...result } satisfies RefreshTokenResponse);
    });

    app.get(`/${slug}/init`, async (request) => {
      const { req } = buildRequest(atrium, request);
      return { initialized: await isInitialized({ collection: slug, req }) } satisfies InitResponse;
    });

    app.post(`/${slug}/first-register`, async (request, reply) => {
      await limit('firstRegister', request);
      const { req } = buildRequest(atrium, request);
      const result = await registerFirstUser({ collection: slug, data: request.body, req });
      return signedIn(request, reply, auth, result, req.t('auth:firstUserRegistered'));
    });

    app.post(`/${slug}/forgot-password`, async (request) => {
      await limit('forgotPassword', request);
      const { req } = buildRequest(atrium, request);
      await forgotPassword({ collection: slug, data: request.body, req });
      return { message: req.t('auth:forgotPasswordSent') } satisfies MessageResponse;
    });

    app.post(`/${slug}/reset-password`, async (request, reply) => {
      await limit('resetPassword', request);
      const { req } = buildRequest(atrium, request);
      const result = await resetPassword({ collection: slug, data: request.body, req });
      return signedIn(request, reply, auth, result, req.t('auth:passwordResetSuccessfully'));
    });

    app.post<{ Params: { token: string } }>(`/${slug}/verify/:token`, async (request) => {
      await limit('resetPassword', request);
      const { req } = buildRequest(atrium, request);
      await verifyEmail({ collection: slug, token: request.params.token, req });
      return { message: req.t('auth:emailVerified') } satisfies MessageResponse;
    });

    app.post(`/${slug}/unlock`, async (request) => {
      const { req } = buildRequest(atrium, request);
      await unlock({ collection: slug, data: request.body, req });
      return { message: req.t('auth:unlockedSuccessfully') } satisfies MessageResponse;
    });
  }
}
