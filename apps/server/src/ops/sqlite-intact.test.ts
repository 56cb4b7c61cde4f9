import { expect, it } from 'vitest';
import { firstProblem } from './sqlite-intact.js';

it('puts quick_check findings on one line: the first problem and how many more', () => {
  // As SQLite reported a file with a damaged b-tree: several lines under one heading, then another.
  const findings = [
    '*** in database main ***\nTree 816 page 851: btreeInitPage() returns error code 11\n' +
      'Tree 816 page 850: btreeInitPage() returns error code 11',
    'wrong # of entries in index systems_x',
  ];
  expect(firstProblem(findings)).toBe(
    'Tree 816 page 851: btreeInitPage() returns error code 11, and 2 more',
  );
  expect(firstProblem(['row 7 missing from index systems_x'])).toBe(
    'row 7 missing from index systems_x',
  );
  expect(firstProblem([])).toBeNull();
});
