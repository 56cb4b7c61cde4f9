import { configKeys, REBALANCE_ONLY_PREFIX, type ConfigKey } from './config-keys.js';
import { gameConfigSchema, type GameConfig } from './game-config.js';

// Pure edits of the game config for `orrery config set | diff | apply` and `simulate --config`:
// a draft made from the live config, the problems that refuse it (one line each, naming the key)
// and its difference from the live config, key by key.

/** A draft config (not yet validated) and what is wrong with the edit that made it. */
export interface ConfigDraft {
  draft: unknown;
  problems: string[];
}

/** One changed value: a key, or a path inside a key's record (`collectionRewards.EPIC`). */
export interface ConfigDifference {
  key: string;
  before: unknown;
  after: unknown;
}

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key a path names, or that holds it (`collectionRewards.EPIC` → `collectionRewards`). */
export function configKeyOf(path: string): ConfigKey | undefined {
  return configKeys().find((k) => path === k.path || path.startsWith(`${k.path}.`));
}

function valueAt(object: unknown, path: string[]): unknown {
  let value = object;
  for (const name of path) value = isPlainObject(value) ? value[name] : undefined;
  return value;
}

function withValueAt(object: Json, path: string[], value: unknown): Json {
  const [name, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...object, [name]: value };
  const inner = isPlainObject(object[name]) ? object[name] : {};
  return { ...object, [name]: withValueAt(inner, rest, value) };
}

/** A typed value: text as it is for a text key, else JSON (a number, null, a list…) or the text. */
function parseValue(key: ConfigKey, path: string, text: string): unknown {
  if (key.takesText && path === key.path) return text === 'null' ? null : text;
  try {
    return JSON.parse(text);
  } catch {
    // Left as text: the schema then says what it expected ("expected number").
    return text;
  }
}

/** `config set key=value …`: the live config with each assignment made. */
export function assignConfig(live: GameConfig, assignments: string[]): ConfigDraft {
  const problems: string[] = [];
  let draft = live as unknown as Json;
  for (const assignment of assignments) {
    const equals = assignment.indexOf('=');
    if (equals <= 0) {
      problems.push(`${assignment}: expected key=value`);
      continue;
    }
    const path = assignment.slice(0, equals).trim();
    const key = configKeyOf(path);
    if (!key) {
      problems.push(`${path}: no such key (orrery config show lists them)`);
      continue;
    }
    const value = parseValue(key, path, assignment.slice(equals + 1));
    draft = withValueAt(draft, path.split('.'), value);
  }
  return { draft, problems };
}

/**
 * A config file over the live config: a JSON object of the config's shape, in whole or in part.
 * Objects merge key by key; a list or a plain value replaces the live one. A name the config does
 * not have is a problem.
 */
export function mergeConfigFile(live: GameConfig, file: unknown): ConfigDraft {
  if (!isPlainObject(file))
    return { draft: live, problems: ['expected a JSON object of config keys'] };
  const problems: string[] = [];
  const merge = (base: unknown, over: Json, prefix: string): Json => {
    const merged: Json = isPlainObject(base) ? { ...base } : {};
    for (const [name, value] of Object.entries(over)) {
      const path = prefix + name;
      const inSchema = configKeys().some(
        (k) => k.path === path || k.path.startsWith(`${path}.`) || path.startsWith(`${k.path}.`),
      );
      if (!inSchema) {
        problems.push(`${path}: no such key (orrery config show lists them)`);
        continue;
      }
      merged[name] =
        isPlainObject(value) && isPlainObject(merged[name])
          ? merge(merged[name], value, `${path}.`)
          : value;
    }
    return merged;
  };
  return { draft: merge(live, file, ''), problems };
}

/** The schema's refusals of a draft, one line each naming the key. */
export function configProblems(draft: unknown): string[] {
  const parsed = gameConfigSchema.safeParse(draft);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path === '' ? '(config)' : path}: ${issue.message}`;
  });
}

/**
 * What differs between two configs, at the finest path that is not a list (a list that differs is
 * one difference), in the schema's key order.
 */
export function diffConfigs(before: unknown, after: unknown): ConfigDifference[] {
  const differences: ConfigDifference[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (isPlainObject(a) && isPlainObject(b)) {
      const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
      for (const name of names) walk(a[name], b[name], path === '' ? name : `${path}.${name}`);
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      differences.push({ key: path, before: a ?? null, after: b ?? null });
    }
  };
  walk(before, after, '');
  return differences;
}

/**
 * A draft made into a change: its problems (the edit's, the schema's, and keys only `rebalance`
 * changes) or, when there are none, the valid config and how it differs from the live one.
 */
export function checkConfigDraft(
  live: GameConfig,
  { draft, problems }: ConfigDraft,
): { problems: string[]; config?: GameConfig; differences: ConfigDifference[] } {
  const all = [...problems, ...configProblems(draft)];
  const differences = diffConfigs(live, draft);
  for (const { key } of differences) {
    if (key.startsWith(REBALANCE_ONLY_PREFIX)) {
      all.push(`${key}: changed only by orrery rebalance, which re-tiers the stored systems too`);
    }
  }
  if (all.length > 0) return { problems: all, differences };
  return { problems: [], config: gameConfigSchema.parse(draft), differences };
}

/** The value of a key (or a path inside one) in a config. */
export function configValueAt(config: unknown, path: string): unknown {
  return valueAt(config, path.split('.'));
}
