import { createHash } from 'node:crypto';
import { type Db } from '@orrery/db';
import { getGalaxy, listDiscoveryChanges, listDiscoveryPage, type Galaxy } from '@orrery/db/galaxy';
import { GameError } from '../game/core/errors.js';
import { yieldToEventLoop } from '../game/core/event-loop.js';
import type { MapDiscoveries } from './map-views.js';

/**
 * A delta spanning more changes than this is answered whole instead: past this the whole list is
 * about as cheap to read and to send.
 */
const MAX_DELTA_CHANGES = 20_000;
const PAGE_ROWS = 10_000;

/** Names one galaxy (its creation included): a delta applies only to the galaxy it came from. */
export function galaxyIdentity(galaxy: Galaxy): string {
  const identity = [galaxy.seed, galaxy.size, galaxy.generator_version, galaxy.created_at];
  return createHash('sha256').update(identity.join('|')).digest('base64url').slice(0, 12);
}

export const sinceAhead = (revision: number) =>
  `since is ahead of the galaxy's discovery revision (${revision})`;

/** Every discovery as [system, discoverer], in system order, a page at a time between yields. */
export async function allDiscoveries(db: Db): Promise<[number, number][]> {
  const all: [number, number][] = [];
  for (let after = -1; ;) {
    const page = await listDiscoveryPage(db, after, PAGE_ROWS);
    for (const { system_id, user_id } of page) all.push([system_id, user_id]);
    if (page.length < PAGE_ROWS) return all;
    after = page[page.length - 1]!.system_id;
    await yieldToEventLoop();
  }
}

/**
 * Who discovered which system: the whole list, or with `since` only what changed after that
 * revision (each changed system once, in its latest state). Applying answers in order, each over
 * the last, gives the current state; applying one twice changes nothing.
 */
export async function getMapDiscoveries(db: Db, since?: number): Promise<MapDiscoveries> {
  const galaxy = await getGalaxy(db);
  if (!galaxy) throw new GameError('NOT_FOUND', 'No galaxy has been created yet');
  const revision = galaxy.discovery_revision;
  if (since !== undefined && since > revision) {
    throw new GameError('INVALID_INPUT', sinceAhead(revision), { since: sinceAhead(revision) });
  }
  const base = { galaxy: galaxyIdentity(galaxy), revision };
  const whole = async (): Promise<MapDiscoveries> => ({
    ...base,
    since: null,
    discovered: await allDiscoveries(db),
    released: [],
  });
  if (
    since === undefined ||
    since < galaxy.discovery_log_start ||
    revision - since > MAX_DELTA_CHANGES
  ) {
    return whole();
  }
  const latest = new Map<number, number | null>();
  for (const change of await listDiscoveryChanges(db, since, revision)) {
    latest.set(change.system_id, change.user_id);
  }
  const discovered: [number, number][] = [];
  const released: number[] = [];
  for (const [system, user] of latest) {
    if (user === null) released.push(system);
    else discovered.push([system, user]);
  }
  return { ...base, since, discovered, released };
}
