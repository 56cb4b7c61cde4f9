import { type Db } from '@orrery/db';
import { lockGalaxy, setGalaxyConfig, type Galaxy } from '@orrery/db/galaxy';
import { insertConfigChange } from '@orrery/db/settings';
import {
  checkConfigDraft,
  configValueAt,
  diffConfigs,
  type ConfigDifference,
  type ConfigDraft,
  type GameConfig,
} from '@orrery/domain/config';
import { gameConfigOf, readStoredConfig } from '../core/config.js';
import { GameError } from '../core/errors.js';
import { syncAchievementCatalogue } from '../operations/seed.js';

/** A change the schema (or the edit) refuses: one line per problem, each naming its key. */
export class ConfigChangeRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigChangeRefused';
  }
}

/** Who changed the config (the audit row's source). */
export type ConfigChangeSource = 'config set' | 'config apply' | 'rebalance';

export interface ConfigChangeOptions {
  source: ConfigChangeSource;
  note?: string;
  now: Date;
  /** Works out and checks the change, and writes nothing. */
  dryRun?: boolean;
}

export interface ConfigChangeResult {
  before: GameConfig;
  after: GameConfig;
  differences: ConfigDifference[];
  /** Whether it was stored (not a dry run, and something differs). */
  stored: boolean;
}

/** The galaxy row, locked until the transaction ends (PostgreSQL; SQLite's writes are serial). */
export async function lockedGalaxy(trx: Db): Promise<Galaxy> {
  const galaxy = await lockGalaxy(trx);
  if (!galaxy) throw new GameError('NOT_FOUND', 'No galaxy has been created yet');
  return galaxy;
}

/**
 * Stores a valid config over the galaxy's live one (`galaxy`, read in this transaction) with its
 * audit row: every top-level key that differs is stored whole, the rest stay as they are stored.
 * Servers see it at their next read of the galaxy row: its config is part of the galaxy's version
 * (galaxy-version.ts), which every cached answer is kept under.
 */
export async function writeConfigChange(
  trx: Db,
  galaxy: Galaxy,
  after: GameConfig,
  options: Omit<ConfigChangeOptions, 'dryRun'>,
): Promise<ConfigDifference[]> {
  const before = gameConfigOf(galaxy);
  const differences = diffConfigs(before, after);
  if (differences.length === 0) return differences;
  const stored: Record<string, unknown> = { ...readStoredConfig(galaxy.config) };
  for (const top of new Set(differences.map(({ key }) => key.split('.')[0]!))) {
    stored[top] = configValueAt(after, top);
  }
  await setGalaxyConfig(trx, JSON.stringify(stored));
  await insertConfigChange(trx, {
    changed_at: options.now.toISOString(),
    source: options.source,
    keys: JSON.stringify(differences.map(({ key }) => key)),
    old_values: JSON.stringify(Object.fromEntries(differences.map((d) => [d.key, d.before]))),
    new_values: JSON.stringify(Object.fromEntries(differences.map((d) => [d.key, d.after]))),
    note: options.note ?? null,
  });
  // Progress refers to the catalogue's rows: they follow the config's achievements.
  if (differences.some(({ key }) => key === 'achievements')) {
    await syncAchievementCatalogue(trx, after);
  }
  return differences;
}

/**
 * Changes the galaxy's game config by `edit` (a draft made from the live config: config-edits.ts
 * in @orrery/domain), in one transaction with its audit row. A draft with any problem is refused
 * whole (ConfigChangeRefused) and nothing is written; a dry run checks and diffs only.
 */
export async function changeGameConfig(
  db: Db,
  edit: (live: GameConfig) => ConfigDraft,
  options: ConfigChangeOptions,
): Promise<ConfigChangeResult> {
  return db.transaction().execute(async (trx) => {
    // Locked before it is read: two changes at once apply one after the other, neither lost.
    const galaxy = await lockedGalaxy(trx);
    const before = gameConfigOf(galaxy);
    const checked = checkConfigDraft(before, edit(before));
    if (!checked.config) throw new ConfigChangeRefused(checked.problems);
    const after = checked.config;
    if (options.dryRun) {
      return { before, after, differences: checked.differences, stored: false };
    }
    const differences = await writeConfigChange(trx, galaxy, after, options);
    return { before, after, differences, stored: differences.length > 0 };
  });
}
