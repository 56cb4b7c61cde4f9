import { createHash } from 'node:crypto';
import { galaxySnapshot } from '@orrery/api';
import type { Db } from '@orrery/db';
import type { GameEvent } from '@orrery/domain/events';

/** Which galaxy it is: a reset removes it ('none'), a seed makes a new one. */
async function galaxyIdentity(db: Db): Promise<string> {
  const { galaxy } = await galaxySnapshot(db);
  if (!galaxy) return 'none';
  return [galaxy.seed, galaxy.size, galaxy.generator_version, galaxy.created_at].join('|');
}

/**
 * The once-key of a change from galaxy `seen` to galaxy `identity`: named after the galaxy that
 * went away, or after the one that came when there was none. Servers watching at different
 * moments may see different steps (one sees a reset then a seed, another only the seed replacing
 * the old galaxy), and each step must key alike on every server: the old galaxy's going is told
 * once, and a new galaxy's coming once.
 */
export function galaxyResetKey(seen: string, identity: string): string {
  const change = seen === 'none' ? `+${identity}` : `-${seen}`;
  return `galaxy-reset:${createHash('sha256').update(change).digest('base64url').slice(0, 22)}`;
}

/**
 * Notices that the galaxy was reset or replaced (by `orrery reset` and `orrery seed`, from any
 * process) and tells everyone once, so that open pages refetch. The first check only learns which
 * galaxy is there.
 */
export class GalaxyResetWatch {
  #seen: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly publishOnce: (event: GameEvent, key: string) => void,
  ) {}

  async check(now: Date): Promise<void> {
    const identity = await galaxyIdentity(this.db);
    const seen = this.#seen;
    this.#seen = identity;
    if (seen === null || seen === identity) return;
    this.publishOnce(
      { type: 'galaxy-reset', data: { at: now.toISOString() }, audience: { kind: 'public' } },
      galaxyResetKey(seen, identity),
    );
  }
}
