import { hash, type Options } from '@node-rs/argon2';
import { passwordHashing } from '../src/game/accounts/password-hashing.js';

/** The game's own hash function, as its module set it, before the tests' cheaper one replaced it. */
export const productionPasswordHash = passwordHashing.hash;

/**
 * argon2id at the lowest cost it accepts. Tests register thousands of players and fuzz every
 * password field; at the game's cost the hashing was a large share of the suites' CPU. A stored
 * hash names its own cost, so verifying one of these is as cheap.
 */
export const TEST_PASSWORD_COST: Options = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/** Makes the game hash new passwords at TEST_PASSWORD_COST (password-hashing.test.ts pins its own). */
export function hashPasswordsCheaply(): void {
  passwordHashing.hash = (password) => hash(password, TEST_PASSWORD_COST);
}
