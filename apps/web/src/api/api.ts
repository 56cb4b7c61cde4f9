import { createApiClient } from './client.js';

let unauthorizedListener: () => void = () => {};

/** The auth provider registers how a 401 signs the player out and sends them to /login. */
export function setUnauthorizedListener(listener: () => void): void {
  unauthorizedListener = listener;
}

/** The app's one API client: fetch + localStorage session. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  // Read on use, so importing this module needs no browser (unit tests run in node).
  get storage() {
    return window.localStorage;
  },
  onUnauthorized: () => unauthorizedListener(),
});
