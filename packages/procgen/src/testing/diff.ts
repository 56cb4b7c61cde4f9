import { isJsonObject } from './json.js';
import type { JsonValue } from './json.js';

/**
 * One field that differs: its path (`planets[2].moons[0].radiusKm`), the snapshot's value
 * (`before`) and the regenerated one (`after`). A side that lacks the field has no key at all.
 */
export interface Difference {
  path: string;
  before?: JsonValue;
  after?: JsonValue;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function keyPath(parent: string, key: string): string {
  if (!IDENTIFIER.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

function walk(before: JsonValue, after: JsonValue, path: string, out: Difference[]): void {
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i++) {
      const itemPath = `${path}[${i}]`;
      if (i >= after.length) out.push({ path: itemPath, before: before[i] as JsonValue });
      else if (i >= before.length) out.push({ path: itemPath, after: after[i] as JsonValue });
      else walk(before[i] as JsonValue, after[i] as JsonValue, itemPath, out);
    }
    return;
  }
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) {
      const fieldPath = keyPath(path, key);
      if (!Object.hasOwn(after, key))
        out.push({ path: fieldPath, before: before[key] as JsonValue });
      else if (!Object.hasOwn(before, key))
        out.push({ path: fieldPath, after: after[key] as JsonValue });
      else walk(before[key] as JsonValue, after[key] as JsonValue, fieldPath, out);
    }
    return;
  }
  // Leaves, or two values of different shapes (an object where a number was): the whole value.
  if (before === after) return;
  if (JSON.stringify(before) !== JSON.stringify(after)) out.push({ path, before, after });
}

/**
 * Every field that differs between two JSON values, in a stable order (keys sorted, array items
 * by position): the one diff behind `orrery snapshot check` and `@orrery/procgen/testing`.
 */
export function diffJson(before: JsonValue, after: JsonValue): Difference[] {
  const out: Difference[] = [];
  walk(before, after, '', out);
  return out;
}
