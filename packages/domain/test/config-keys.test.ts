import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assignConfig,
  checkConfigDraft,
  configKeys,
  configLeavesOf,
  configValueAt,
  diffConfigs,
  gameConfigSchema,
  key,
  mergeConfigFile,
} from '../src/config/index.js';
import { DEFAULT_RULES } from './support.js';

describe('the config keys', () => {
  it('every key of the schema has a unit and a one-line meaning', () => {
    const missing = configLeavesOf(gameConfigSchema)
      .filter((leaf) => !leaf.unit || !leaf.description || leaf.description.includes('\n'))
      .map((leaf) => leaf.path);
    expect(missing, 'add .meta(key(unit, meaning)) beside these keys').toEqual([]);
  });

  it('finds a key added without metadata, nested or not', () => {
    const schema = z.object({
      kept: z.number().meta(key('Ϟ', 'Kept')),
      trading: z.object({ fee: z.number(), cap: z.number().meta(key('Ϟ', 'Cap')) }),
    });
    const leaves = configLeavesOf(schema);
    expect(leaves.map((leaf) => leaf.path)).toEqual(['kept', 'trading.fee', 'trading.cap']);
    expect(leaves.filter((leaf) => !leaf.unit).map((leaf) => leaf.path)).toEqual(['trading.fee']);
  });

  it('lists nested keys as dotted paths, a record or a list as one key', () => {
    const paths = configKeys().map((k) => k.path);
    expect(paths).toContain('telescope.baseRangeLy');
    expect(paths).toContain('telescope.oddsBoostPerLevel.EPIC');
    expect(paths).toContain('collectionRewards');
    expect(paths).toContain('goals');
    expect(paths).not.toContain('telescope');
    // Every key names a value of the defaults.
    for (const path of paths) expect(configValueAt(DEFAULT_RULES, path), path).not.toBeUndefined();
  });
});

describe('config edits', () => {
  it('sets numbers, null and a path inside a record, and diffs them key by key', () => {
    const { draft, problems } = assignConfig(DEFAULT_RULES, [
      'telescope.baseRangeLy=12000',
      'targetedScanCost=null',
      'collectionRewards.EPIC=450',
      'buydownCostPerHour=80',
    ]);
    expect(problems).toEqual([]);
    const checked = checkConfigDraft(DEFAULT_RULES, { draft, problems });
    expect(checked.problems).toEqual([]);
    expect(checked.differences).toEqual([
      { key: 'collectionRewards.EPIC', before: 400, after: 450 },
      { key: 'buydownCostPerHour', before: 100, after: 80 },
      { key: 'telescope.baseRangeLy', before: 10000, after: 12000 },
    ]);
    expect(checked.config?.telescope.baseRangeLy).toBe(12000);
  });

  it('refuses bad values with one line per problem naming the key', () => {
    const checked = checkConfigDraft(
      DEFAULT_RULES,
      assignConfig(DEFAULT_RULES, [
        'cooldownHours=-1',
        'telescope.maxLevel=ten',
        'no.such=1',
        'justtext',
        'rarity.thresholds.EPIC=3.5',
      ]),
    );
    expect(checked.config).toBeUndefined();
    expect(checked.problems, checked.problems.join('\n')).toHaveLength(5);
    expect(checked.problems[0]).toMatch(/^no\.such: no such key/);
    expect(checked.problems[1]).toMatch(/^justtext: expected key=value/);
    expect(checked.problems.some((p) => p.startsWith('cooldownHours: '))).toBe(true);
    expect(checked.problems.some((p) => p.startsWith('telescope.maxLevel: '))).toBe(true);
    expect(checked.problems.at(-1)).toMatch(/^rarity\.thresholds\.EPIC: changed only by orrery/);
  });

  it('merges a partial file key by key and refuses names the config lacks', () => {
    const merged = mergeConfigFile(DEFAULT_RULES, {
      telescope: { maxLevel: 12 },
      sinks: { finishes: { foil: 600 } },
      tradng: { fee: 1 },
    });
    expect(merged.problems).toEqual(['tradng: no such key (orrery config show lists them)']);
    expect(diffConfigs(DEFAULT_RULES, merged.draft)).toEqual([
      { key: 'telescope.maxLevel', before: 10, after: 12 },
      { key: 'sinks.finishes.foil', before: 500, after: 600 },
    ]);
    expect(mergeConfigFile(DEFAULT_RULES, [1]).problems).toEqual([
      'expected a JSON object of config keys',
    ]);
  });

  it('a config applied over itself differs nowhere; any number set shows as its one difference', () => {
    const numeric = configKeys().filter(
      (k) => typeof configValueAt(DEFAULT_RULES, k.path) === 'number',
    );
    expect(mergeConfigFile(DEFAULT_RULES, DEFAULT_RULES).problems).toEqual([]);
    expect(diffConfigs(DEFAULT_RULES, mergeConfigFile(DEFAULT_RULES, DEFAULT_RULES).draft)).toEqual(
      [],
    );
    fc.assert(
      fc.property(fc.constantFrom(...numeric), fc.integer({ min: 1, max: 100 }), (k, value) => {
        const before = configValueAt(DEFAULT_RULES, k.path);
        const { draft } = assignConfig(DEFAULT_RULES, [`${k.path}=${value}`]);
        const differences = diffConfigs(DEFAULT_RULES, draft);
        expect(differences).toEqual(
          before === value ? [] : [{ key: k.path, before, after: value }],
        );
      }),
    );
  });
});
