import { createApiClient } from './client.js';

let unauthorizedListener: () => void = () => {};

/** The auth provider registers how a 401 signs the player out and sends them to /login. */
export function setUnauthorizedListener(listener: () => void): void {
  unauthorizedListener = listener;
}

/** The app's one API client: fetch + localStorage session. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  storage: window.localStorage,
  onUnauthorized: () => unauthorizedListener(),
});
