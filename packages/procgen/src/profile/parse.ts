import { z } from 'zod';
import { PARAMETERS, WEIGHT_GROUPS } from './parameters.js';
import type { ParameterSpec } from './parameters.js';
import { defaultGenerationProfile, setPath, valueAt } from './profile.js';
import type { GenerationProfile } from './profile.js';

export type ProfileParse =
  { ok: true; profile: GenerationProfile } | { ok: false; problems: string[] };

function numberSchema(p: ParameterSpec): z.ZodType<number> {
  const base = p.integer ? z.number().int() : z.number();
  const what = p.integer ? 'a whole number' : 'a number';
  return base
    .min(p.min, `must be ${what} from ${p.min} to ${p.max} ${p.unit}`)
    .max(p.max, `must be ${what} from ${p.min} to ${p.max} ${p.unit}`);
}

type Shape = { [key: string]: ParameterSpec | Shape };

function toSchema(shape: Shape): z.ZodType {
  const fields: Record<string, z.ZodType> = {};
  for (const [name, node] of Object.entries(shape)) {
    const field =
      'key' in node && typeof node.key === 'string'
        ? numberSchema(node as ParameterSpec)
        : toSchema(node as Shape);
    fields[name] = field.optional();
  }
  return z.strictObject(fields);
}

function shapeOfParameters(): Shape {
  const shape: Shape = {};
  for (const p of PARAMETERS) {
    const parts = p.key.split('.');
    let node = shape;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Shape;
    node[parts[parts.length - 1] as string] = p;
  }
  return shape;
}

/** Every key optional: a profile names only what it changes; the rest keeps its default. */
const PROFILE_SCHEMA = toSchema(shapeOfParameters());

const EXPECTED: Record<string, string> = { object: 'an object', int: 'a whole number' };

function problemsOf(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => `${at ? `${at}.` : ''}${k}: unknown key`);
    }
    if (issue.code === 'invalid_type') {
      return [`${at || 'profile'}: must be ${EXPECTED[issue.expected] ?? 'a number'}`];
    }
    return [`${at || 'profile'}: ${issue.message}`];
  });
}

function leaves(value: unknown, prefix = ''): [string, number][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value as number]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * A generation profile from JSON-like input: the keys it names over the defaults. Refused with one
 * line per problem, each naming its key: an unknown key, a value out of bounds, weights whose sum
 * is off.
 */
export function parseGenerationProfile(input: unknown): ProfileParse {
  const parsed = PROFILE_SCHEMA.safeParse(input);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
  const profile = defaultGenerationProfile();
  for (const [key, value] of leaves(parsed.data)) {
    setPath(profile as never, key, value);
  }
  const problems: string[] = [];
  for (const g of WEIGHT_GROUPS) {
    const keys = PARAMETERS.filter((p) => p.key.startsWith(`${g.key}.`)).map((p) => p.key);
    const sum = keys.reduce((total, key) => total + valueAt(profile, key), 0);
    if (Math.abs(sum - g.total) > g.tolerance) {
      problems.push(
        `${g.key}: weights sum to ${Number(sum.toPrecision(6))}, not ${g.total} (±${g.tolerance})`,
      );
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, profile };
}

/** parseGenerationProfile for JSON text; a syntax error is one problem. */
export function parseGenerationProfileJson(text: string): ProfileParse {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`profile: not JSON (${(error as Error).message})`] };
  }
  return parseGenerationProfile(input);
}
