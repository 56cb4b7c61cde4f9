import { expect, it } from 'vitest';
import { galaxyResetKey } from './galaxy-reset-watch.js';

it('keys each reset and each seed alike on servers that saw different steps', () => {
  // One server saw the reset and then the seed; another, looking later, only old → new.
  const stepByStep = [galaxyResetKey('old', 'none'), galaxyResetKey('none', 'new')];
  const atOnce = galaxyResetKey('old', 'new');
  // The later server's key repeats the reset already told, so the log keeps nothing new.
  expect(stepByStep).toContain(atOnce);
  expect(new Set(stepByStep).size).toBe(2);
  // A later change is a change of its own.
  expect(galaxyResetKey('new', 'none')).not.toBe(galaxyResetKey('old', 'none'));
  expect(galaxyResetKey('none', 'newer')).not.toBe(galaxyResetKey('none', 'new'));
});
