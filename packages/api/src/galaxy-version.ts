import { createHash } from 'node:crypto';
import { type Db } from '@orrery/db';
import { getGalaxy, type Galaxy } from '@orrery/db/galaxy';

/** The galaxy's row and the version it makes, from one read: answers made for that version. */
export interface GalaxySnapshot {
  version: string;
  /**
   * The version without the names revision: for answers that name no society (the map list), so
   * that a profile made private or public does not make them anew.
   */
  discoveries: string;
  /** Undefined before a galaxy exists. */
  galaxy: Galaxy | undefined;
}

/**
 * A fingerprint of everything the public galaxy reads (map, guide search, full systems) depend on:
 * which galaxy it is and its rules (rarity included), which systems are discovered by whom (the
 * galaxy's discovery revision, which triggers advance on every change to the discoveries), and
 * which discoverers may be named (the names revision: a profile made private or public). It is
 * read from the database, so a change made by any process (another server, the CLI) shows.
 */
export async function galaxyVersion(db: Db): Promise<string> {
  return (await galaxySnapshot(db)).version;
}

/** The galaxy's row with its version (galaxyVersion), so answers for it need not read it again. */
export async function galaxySnapshot(db: Db): Promise<GalaxySnapshot> {
  const galaxy = await getGalaxy(db);
  if (!galaxy) return { version: 'none', discoveries: 'none', galaxy };
  const discoveries = discoveriesVersionOf(galaxy);
  return { version: `${discoveries}.${galaxy.names_revision}`, discoveries, galaxy };
}

function discoveriesVersionOf(galaxy: Galaxy): string {
  const identity = [
    galaxy.seed,
    galaxy.size,
    galaxy.generator_version,
    galaxy.created_at,
    galaxy.status,
    galaxy.config,
  ].join('|');
  const galaxyTag = createHash('sha256').update(identity).digest('base64url').slice(0, 12);
  return `${galaxyTag}-${galaxy.discovery_revision}`;
}
