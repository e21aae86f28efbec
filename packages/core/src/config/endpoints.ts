import type { Atrium } from '../createAtrium.ts';
import { InvalidConfiguration } from '../errors/index.ts';
import type { AtriumRequest } from '../types.ts';

/** The HTTP methods an endpoint may answer (Payload's `method`). */
export const endpointMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type EndpointMethod = (typeof endpointMethods)[number];

/**
 * What an endpoint's handler gets: the operation request (user, locale, language, a transaction-free `req` for the
 * Local API), with the HTTP parts a handler reads.
 */
export type EndpointRequest = AtriumRequest & {
  /** The parsed JSON body (`undefined` without one). */
  json: () => Promise<unknown>;
  /** The same body, already parsed. */
  data: unknown;
  /** The path's parameters (`/:id/tracking` → `{ id }`). */
  routeParams: Record<string, string>;
  /** The query string as sent. */
  searchParams: URLSearchParams;
  /** The Local API (also under Payload's name). */
  atrium: Atrium;
  payload: Atrium;
};

/**
 * A route a config, a collection or a global adds (Payload's endpoint), mounted by the server at `/api{path}`,
 * `/api/{slug}{path}` and `/api/globals/{slug}{path}`. The handler answers a web `Response`; a thrown API error is
 * answered as any route's.
 */
export type Endpoint = {
  /** Starts with `/`; `:name` segments are parameters. */
  path: string;
  method: EndpointMethod;
  handler: (req: EndpointRequest) => Response | Promise<Response>;
};

/** Refuses a malformed endpoint at start-up, naming where it is declared. */
export function checkEndpoints(endpoints: unknown, where: string): Endpoint[] {
  if (endpoints === undefined) return [];
  if (!Array.isArray(endpoints)) throw new InvalidConfiguration(`${where}: endpoints must be a list`);
  for (const [i, endpoint] of endpoints.entries()) {
    const at = `${where}: endpoints[${i}]`;
    if (typeof endpoint?.path !== 'string' || !endpoint.path.startsWith('/'))
      throw new InvalidConfiguration(`${at}.path must start with "/"`);
    if (!(endpointMethods as readonly unknown[]).includes(endpoint.method))
      throw new InvalidConfiguration(`${at}.method must be one of ${endpointMethods.join(', ')}`);
    if (typeof endpoint.handler !== 'function') throw new InvalidConfiguration(`${at}.handler must be a function`);
  }
  return endpoints as Endpoint[];
}
