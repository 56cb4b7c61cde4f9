import { expect, it } from 'vitest';
import { passwordHashing } from './password-hashing.js';
import { productionPasswordHash } from '../../../test/password-cost.js';

const costOf = (hashed: string) => hashed.split('$').slice(1, 4).join('$');

it('hashes passwords with argon2id at the library defaults in play', async () => {
  const hashed = await productionPasswordHash('correct horse battery staple');
  expect(costOf(hashed)).toBe('argon2id$v=19$m=19456,t=2,p=1');
  expect(await passwordHashing.verify(hashed, 'correct horse battery staple')).toBe(true);
  expect(await passwordHashing.verify(hashed, 'correct horse battery stable')).toBe(false);
});

it('hashes at the cheapest argon2id cost in the tests, and still tells passwords apart', async () => {
  const hashed = await passwordHashing.hash('correct horse battery staple');
  expect(costOf(hashed)).toBe('argon2id$v=19$m=8,t=1,p=1');
  expect(await passwordHashing.verify(hashed, 'correct horse battery staple')).toBe(true);
  expect(await passwordHashing.verify(hashed, 'correct horse battery stable')).toBe(false);
});
