import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  generateSessionSecret,
  issueSessionToken,
  readSessionToken,
  sessionKey,
} from './session.js';

const key = sessionKey(generateSessionSecret());
const now = new Date('2030-01-01T00:00:00Z');

describe('session tokens', () => {
  it('round-trips the user id', async () => {
    const token = await issueSessionToken(key, 42, now);
    expect(await readSessionToken(key, token, now)).toBe(42);
  });

  it('expires after the session lifetime', async () => {
    const token = await issueSessionToken(key, 7, now);
    const justBefore = new Date(now.getTime() + (key.ttlSeconds - 1) * 1000);
    const after = new Date(now.getTime() + (key.ttlSeconds + 1) * 1000);
    expect(await readSessionToken(key, token, justBefore)).toBe(7);
    expect(await readSessionToken(key, token, after)).toBeNull();
  });

  it('rejects tokens signed with another secret, tampered or garbage', async () => {
    const other = sessionKey(generateSessionSecret());
    const token = await issueSessionToken(other, 1, now);
    expect(await readSessionToken(key, token, now)).toBeNull();
    const mine = await issueSessionToken(key, 1, now);
    const [header, , signature] = mine.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '2', exp: 4e9 })).toString('base64url');
    expect(await readSessionToken(key, `${header}.${forgedPayload}.${signature}`, now)).toBeNull();
    expect(await readSessionToken(key, 'not-a-token', now)).toBeNull();
    expect(await readSessionToken(key, '', now)).toBeNull();
  });

  it('refuses short secrets', () => {
    expect(() => sessionKey('short')).toThrow(/at least 32/);
  });

  it('reads bearer headers', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer xyz')).toBe('xyz');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
  });
});
