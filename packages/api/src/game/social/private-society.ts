import type { Discoverer } from '../core/views.js';

/** How a discoverer whose society is private is named wherever others see it. */
export const PRIVATE_SOCIETY = 'a private society';

/** The discoverer as a sentence names them: their name, or "a private society". */
export const discovererName = (discoverer: Discoverer | null): string =>
  discoverer?.username ?? PRIVATE_SOCIETY;
