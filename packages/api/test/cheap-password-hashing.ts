import { hashPasswordsCheaply } from './password-cost.js';

// A setup file of the api, server and cli suites: no test is about what a strong hash costs, and the
// game's own cost is pinned in src/game/accounts/password-hashing.test.ts.
hashPasswordsCheaply();
