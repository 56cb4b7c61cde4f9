import type { FullSystem, UserProfile } from '../api/types.js';

// The server leaves a private society's name out of what others read (docs/game-rules.md,
// "Profiles and leaderboards"): `discoverer.username` is null then, and the page says so.

/** How a discoverer (or a board's entry) whose society is private is named. */
export const PRIVATE_SOCIETY = 'a private society';
/** The same, as a list's entry. */
export const PRIVATE_SOCIETY_ENTRY = 'A private society';

/**
 * Who collected `system`, as `viewer` sees it: their own name for their own find (they see
 * everything of their own), else the discoverer's name, or "a private society".
 */
export function collectorName(
  system: Pick<FullSystem, 'discoveredById' | 'discoverer'>,
  viewer: Pick<UserProfile, 'id' | 'username'> | null,
): string {
  if (viewer && system.discoveredById === viewer.id) return viewer.username;
  return system.discoverer?.username ?? PRIVATE_SOCIETY;
}
