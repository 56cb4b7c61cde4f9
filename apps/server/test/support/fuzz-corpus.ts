/**
 * Strings that have broken parsers, databases and search engines elsewhere: every string parameter
 * of every route is sent each of them (fuzz-inputs.test.ts), alone and inside a plausible value.
 */
export const FUZZ_STRINGS: readonly string[] = [
  '',
  // Control characters: PostgreSQL refuses NUL in text, SQLite's FTS5 ends a query at it.
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\t',
  'a\nb',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  // Unicode that changes length or direction when lowered, normalised or shown.
  'İstanbul',
  'ß',
  'e\u0301',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  '🪐🚀',
  // Syntax of the layers a value passes through: SQL, LIKE, FTS5, JSON, HTML, paths, numbers.
  "' OR 1=1; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '"',
  "'",
  'a OR b',
  'NEAR(a b)',
  '*',
  '{"a":1}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%zz',
  '-1',
  '1e308',
  '__proto__',
  // Lengths at and past the limits the schemas check.
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(101),
  'x'.repeat(5000),
];
