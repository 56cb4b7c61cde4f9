/**
 * Bumped whenever a change alters generated output; the galaxy row pins it. The snapshot tests
 * (test/snapshots.test.ts) fail on any such change, as a reminder to bump this.
 */
export const GENERATOR_VERSION = 1;
