import type { FastifyInstance } from 'fastify';
import { checkInput } from './checkInput.ts';

/**
 * The `application/json` parser: Fastify's own (with its prototype-poisoning checks), then `checkInput`, so
 * every JSON body of every route is refused at the door when it nests past `maxJSONDepth` or holds text no
 * database can store. Clients that set a JSON content type on every request (a DELETE with no body) are not
 * refused: an empty JSON body is no body.
 */
export function registerJSONBodyParser(app: FastifyInstance): void {
  const parseJSON = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    parseJSON(request, text, (error, parsed) => {
      if (error) return done(error);
      try {
        checkInput(parsed, 'body', { depthError: 'error:jsonBodyTooDeep' });
      } catch (refused) {
        return done(refused as Error);
      }
      done(null, parsed);
    });
  });
}
