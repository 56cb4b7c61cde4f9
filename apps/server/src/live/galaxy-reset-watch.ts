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
    const change = createHash('sha256').update(`${seen}>${identity}`).digest('base64url');
    this.publishOnce(
      { type: 'galaxy-reset', data: { at: now.toISOString() }, audience: { kind: 'public' } },
      `galaxy-reset:${change.slice(0, 22)}`,
    );
  }
}
