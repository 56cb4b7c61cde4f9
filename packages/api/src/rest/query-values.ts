/**
 * Query strings carry text. A value that reads as a decimal number becomes one; anything else is
 * passed on unchanged, so the procedure's schema refuses it with a message naming the field.
 */
export function queryNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
}

/** The query object with the named fields read as numbers. */
export function numericQuery(
  query: Record<string, unknown>,
  numeric: readonly string[],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...query };
  for (const field of numeric) {
    if (field in result) result[field] = queryNumber(result[field]);
  }
  return result;
}
