/**
 * The boot script: built on its own (`build/index.ts`) and inlined by the server into index.html, so it runs
 * while the app's modules download. It starts the requests the opening view makes first; the app's API client
 * takes their answers over (`api/early.ts`) instead of asking again.
 */
import { fetchEarly, setAPIRoute } from '../api/client.ts';
import { readInjectedConfig } from '../config/index.ts';
import { openingRequests } from './openingRequests.ts';

try {
  const config = readInjectedConfig();
  setAPIRoute(config.routes.api);
  for (const request of openingRequests(config, window.location.pathname, window.location.search)) fetchEarly(request);
} catch (error) {
  // The app asks for everything itself; starting early is only a head start.
  console.warn('Atrium admin: the early requests could not start', error);
}

// The page's first use of `Intl` loads the browser's locale data (about 15 ms on a small machine). Done here,
// after the page is parsed and while the modules download, it is not paid in the app's first render.
setTimeout(() => {
  try {
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.NumberFormat().format(0);
  } catch {
    // Only a warm-up.
  }
}, 0);
