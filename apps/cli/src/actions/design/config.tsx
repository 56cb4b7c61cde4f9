import { CONFIG_REFRESH_MS, defaultGameConfig, gameConfigOf } from '@orrery/api/game/core';
import {
  changeGameConfig,
  ConfigChangeRefused,
  configHistory as readConfigHistory,
  type ConfigChangeSource,
} from '@orrery/api/game/tuning';
import {
  assignConfig,
  checkConfigDraft,
  configKeys,
  configValueAt,
  mergeConfigFile,
  type ConfigDifference,
  type ConfigDraft,
  type GameConfig,
} from '@orrery/domain/config';
import { isGeneratorVersion } from '@orrery/procgen';
import { configRefused } from '../../shell/cli-error.js';
import { requireGalaxy, withDatabase } from '../../database/database.js';
import type { DatabaseOptions } from '../../shell/database-target.js';
import { printJson, printLine } from '../../shell/io.js';
import { readJsonFile } from '../../shell/json-file.js';
import { printViewOf } from '../../shell/print-view.js';
import type { CliContext } from '../../shell/program.js';
import type { ConfigKeyRow } from '../../views/config-view.js';

interface JsonOption {
  json?: boolean;
}

interface ChangeOptions extends DatabaseOptions, JsonOption {
  note?: string;
  dryRun?: boolean;
}

const views = () => import('../../views/config-view.js');

export async function configShow({ io }: CliContext, options: DatabaseOptions & JsonOption) {
  const { live, defaults } = await withDatabase(options.database, async (db) => {
    const galaxy = await requireGalaxy(db);
    const version = galaxy.generator_version;
    return {
      live: gameConfigOf(galaxy),
      defaults: defaultGameConfig(isGeneratorVersion(version) ? version : undefined),
    };
  });
  const keys: ConfigKeyRow[] = configKeys().map((k) => ({
    key: k.path,
    value: configValueAt(live, k.path),
    default: configValueAt(defaults, k.path),
    unit: k.unit,
    meaning: k.description,
  }));
  if (options.json) return printJson(io, { keys, config: live });
  await printViewOf(io, views, ({ ConfigKeysView }) => <ConfigKeysView keys={keys} />);
}

/** Prints a change (or a dry run's would-be change) and where it stands. */
async function printChange(
  { io }: CliContext,
  differences: ConfigDifference[],
  options: ChangeOptions,
  stored: boolean,
) {
  if (options.json) {
    return printJson(io, { changes: differences, stored, dryRun: options.dryRun === true });
  }
  await printViewOf(io, views, ({ ConfigDiffView }) => (
    <ConfigDiffView differences={differences} />
  ));
  if (differences.length === 0)
    printLine(io, 'Nothing to change: the live config has these values.');
  else if (options.dryRun) printLine(io, 'Dry run: nothing stored.');
  else {
    printLine(
      io,
      `Stored in one transaction (see orrery config history); running servers use it within ${CONFIG_REFRESH_MS} ms.`,
    );
  }
}

async function change(
  context: CliContext,
  edit: (live: GameConfig) => ConfigDraft,
  source: ConfigChangeSource,
  options: ChangeOptions,
) {
  const result = await withDatabase(options.database, async (db) => {
    await requireGalaxy(db);
    try {
      return await changeGameConfig(db, edit, {
        source,
        now: new Date(),
        dryRun: options.dryRun === true,
        ...(options.note === undefined ? {} : { note: options.note }),
      });
    } catch (error) {
      if (error instanceof ConfigChangeRefused) throw configRefused(error.problems);
      throw error;
    }
  });
  await printChange(context, result.differences, options, result.stored);
}

export function configSet(context: CliContext, assignments: string[], options: ChangeOptions) {
  return change(context, (live) => assignConfig(live, assignments), 'config set', options);
}

/** A config file, read before the database is opened: a bad file is refused at once. */
function readConfigFile(file: string): unknown {
  return readJsonFile('config file', file);
}

export function configApply(context: CliContext, file: string, options: ChangeOptions) {
  const json = readConfigFile(file);
  return change(context, (live) => mergeConfigFile(live, json), 'config apply', options);
}

export async function configDiff(
  context: CliContext,
  file: string,
  options: DatabaseOptions & JsonOption,
) {
  const json = readConfigFile(file);
  const checked = await withDatabase(options.database, async (db) => {
    const live = gameConfigOf(await requireGalaxy(db));
    return checkConfigDraft(live, mergeConfigFile(live, json));
  });
  if (checked.problems.length > 0) throw configRefused(checked.problems);
  if (options.json) return printJson(context.io, { changes: checked.differences });
  await printViewOf(context.io, views, ({ ConfigDiffView }) => (
    <ConfigDiffView differences={checked.differences} />
  ));
  if (checked.differences.length === 0) printLine(context.io, 'No differences.');
}

export async function configHistory(context: CliContext, options: DatabaseOptions & JsonOption) {
  const history = await withDatabase(options.database, (db) => readConfigHistory(db));
  if (options.json) return printJson(context.io, history);
  await printViewOf(context.io, views, ({ ConfigHistoryView }) => (
    <ConfigHistoryView history={history} />
  ));
}
