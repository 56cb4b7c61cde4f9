import { type Db } from '@orrery/db';
import { getGalaxy, setGalaxyConfig, type Galaxy } from '@orrery/db/galaxy';
import {
  gameConfigDefaults,
  storedGameConfigSchema,
  type GameConfig,
  type StoredGameConfig,
} from '@orrery/domain/config';
import {
  defaultRarityConfig,
  GENERATOR_VERSION,
  isGeneratorVersion,
  type GeneratorVersion,
} from '@orrery/procgen';
import { z } from 'zod';
import { GameError } from './errors.js';

/**
 * How long a server may answer from the galaxy row it last read, config included (ms): a change
 * made by another process (another server, `orrery config set`, a rebalance) shows on every
 * server within this. The server's galaxy version clock (apps/server) reads the row this often;
 * the rules that charge or pay read the config in their own transaction, so never a stale one.
 */
export const CONFIG_REFRESH_MS = 250;

/** A config the galaxy row holds that its schema refuses: the operator's to fix, not a player's. */
export class StoredConfigError extends Error {
  constructor(issues: z.ZodError) {
    super(`The galaxy's stored game config is invalid: ${z.prettifyError(issues)}`);
    this.name = 'StoredConfigError';
  }
}

/** The keys a galaxy row's config JSON stores, validated. */
export function readStoredConfig(json: string): StoredGameConfig {
  const parsed = storedGameConfigSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new StoredConfigError(parsed.error);
  return parsed.data;
}

/** The default rules; the rarity thresholds are calibrated per generator version (newest by default). */
export function defaultGameConfig(
  generatorVersion: GeneratorVersion = GENERATOR_VERSION,
): GameConfig {
  return gameConfigDefaults(defaultRarityConfig(generatorVersion));
}

/** The last config read, by its row's JSON and generator version: parsed once per version. */
let lastRead: { json: string; version: number; config: GameConfig } | null = null;

/**
 * A galaxy row's stored config over the defaults (a key missing from the JSON keeps its default),
 * validated: a stored value of the wrong shape fails here, not in a rule later. Callers share the
 * answer, so they must not change it.
 */
export function gameConfigOf(galaxy: Galaxy | undefined): GameConfig {
  if (!galaxy) return defaultGameConfig();
  const { config: json, generator_version: version } = galaxy;
  if (lastRead?.json === json && lastRead.version === version) return lastRead.config;
  const defaults = defaultGameConfig(isGeneratorVersion(version) ? version : undefined);
  const stored = readStoredConfig(json);
  const config = {
    ...defaults,
    ...stored,
    telescope: { ...defaults.telescope, ...stored.telescope },
    guarantees: { ...defaults.guarantees, ...stored.guarantees },
    trading: { ...defaults.trading, ...stored.trading },
    growth: { ...defaults.growth, ...stored.growth },
  };
  lastRead = { json, version, config };
  return config;
}

/** The galaxy's config in force (the defaults without a galaxy). */
export async function loadGameConfig(db: Db): Promise<GameConfig> {
  return gameConfigOf(await getGalaxy(db));
}

/** Replaces the given keys of the galaxy's stored config; every other stored key stays as it is. */
export async function updateGameConfig(db: Db, patch: Partial<GameConfig>): Promise<void> {
  const galaxy = await getGalaxy(db);
  if (!galaxy) throw new GameError('NOT_FOUND', 'No galaxy has been created yet');
  const stored = readStoredConfig(galaxy.config);
  await setGalaxyConfig(db, JSON.stringify({ ...stored, ...patch }));
}
