/**
 * What every key of the game config carries beside its schema (`.meta(key(…))`): its unit and a
 * one-line meaning, shown by `orrery config show`. A key without them fails the domain's tests.
 */
// A type, not an interface: zod's meta() takes an object with an index signature.
export type ConfigKeyMeta = {
  /** How its value is counted: `Ϟ`, `h`, `ly`, `collects`, `list` … */
  unit: string;
  /** One line: what the key decides. */
  description: string;
};

export function key(unit: string, description: string): ConfigKeyMeta {
  return { unit, description };
}
