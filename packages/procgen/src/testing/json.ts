/** A value as JSON holds it: what a snapshot file stores and what a regenerated system becomes. */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * `value` as JSON would carry it (undefined keys dropped, -0 as 0): a regenerated system is
 * compared with its file in the form the file can hold, so writing and reading never differ.
 */
export function asJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

export function isJsonObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys sorted at every depth, so a file's bytes depend on its values only, not on code order. */
function sortedKeys(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(value[key] as JsonValue)]),
  );
}

/** The text a snapshot file holds: keys sorted, two-space indent, a final newline. */
export function stableJson(value: JsonValue): string {
  return `${JSON.stringify(sortedKeys(value), null, 2)}\n`;
}
