import { z } from 'zod';
import { gameConfigSchema } from './game-config.js';
import type { ConfigKeyMeta } from './key-meta.js';

/**
 * A key of the game config: a dotted path to a value that is not itself an object of named keys
 * (`telescope.baseRangeLy`; a record such as `collectionRewards` or a list such as `goals` is one
 * key). The schema decides the keys, so a key added there shows everywhere keys are listed.
 */
export interface ConfigKey extends ConfigKeyMeta {
  path: string;
  schema: z.ZodType;
  /** Whether `config set` takes its value as plain text (a string or an enum), not JSON. */
  takesText: boolean;
}

/** The keys under an object schema with their metadata; `unit` and `description` may be missing. */
export function configLeavesOf(
  schema: z.ZodObject,
  prefix = '',
): (Partial<ConfigKeyMeta> & Omit<ConfigKey, keyof ConfigKeyMeta>)[] {
  return Object.entries(schema.shape).flatMap(([name, child]) => {
    const path = prefix + name;
    if (child instanceof z.ZodObject) return configLeavesOf(child, `${path}.`);
    const meta = (child as z.ZodType).meta() as Partial<ConfigKeyMeta> | undefined;
    return [
      {
        path,
        schema: child as z.ZodType,
        takesText: isText(child as z.ZodType),
        unit: meta?.unit,
        description: meta?.description,
      },
    ];
  });
}

function isText(schema: z.ZodType): boolean {
  const inner =
    schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodString || inner instanceof z.ZodEnum;
}

let keys: ConfigKey[] | undefined;

/** Every key of the game config, in the schema's order (built on first use). */
export function configKeys(): ConfigKey[] {
  keys ??= configLeavesOf(gameConfigSchema).map((leaf) => ({
    ...leaf,
    unit: leaf.unit ?? '?',
    description: leaf.description ?? '?',
  }));
  return keys;
}

/**
 * Keys whose values stand in stored rows too (each system's rarity tier): only `orrery rebalance`
 * changes them, together with those rows.
 */
export const REBALANCE_ONLY_PREFIX = 'rarity.';
