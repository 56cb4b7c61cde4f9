import { usePublicProfile } from '../../queries/social-hooks.js';
import type { PickableSystem } from './system-picker.js';

/**
 * What a player may ask of another society: the systems its public profile shows (showcase and
 * rarest find) and any the page already knows to be theirs (a system page's, an offer's).
 */
export function useTheirSystems(
  username: string,
  known: readonly PickableSystem[] = [],
): PickableSystem[] {
  const profile = usePublicProfile(username);
  const shown = profile.data
    ? [...profile.data.showcase, ...(profile.data.rarestFind ? [profile.data.rarestFind] : [])]
    : [];
  const byHash = new Map<string, PickableSystem>();
  for (const system of [...known, ...shown]) byHash.set(system.hash, system);
  return [...byHash.values()];
}
