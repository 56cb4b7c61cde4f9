import { SignJWT } from 'jose';
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
  const claims = { userId: 42, sessionId: 'sZ4x' };

  it('round-trips the user and session', async () => {
    const token = await issueSessionToken(key, claims, now);
    expect(await readSessionToken(key, token, now)).toEqual(claims);
  });

  it('expires after the session lifetime', async () => {
    const token = await issueSessionToken(key, claims, now);
    const justBefore = new Date(now.getTime() + (key.ttlSeconds - 1) * 1000);
    const after = new Date(now.getTime() + (key.ttlSeconds + 1) * 1000);
    expect(await readSessionToken(key, token, justBefore)).toEqual(claims);
    expect(await readSessionToken(key, token, after)).toBeNull();
  });

  it('rejects tokens signed with another secret, tampered, without a session, or garbage', async () => {
    const other = sessionKey(generateSessionSecret());
    const token = await issueSessionToken(other, claims, now);
    expect(await readSessionToken(key, token, now)).toBeNull();
    const mine = await issueSessionToken(key, claims, now);
    const [header, , signature] = mine.split('.');
    const payload = (body: object) => Buffer.from(JSON.stringify(body)).toString('base64url');
    const forgedPayload = payload({ sub: '2', sid: 'sZ4x', exp: 4e9 });
    expect(await readSessionToken(key, `${header}.${forgedPayload}.${signature}`, now)).toBeNull();
    // A well-signed token from before sessions could end (no sid) names no session.
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setExpirationTime(4e9)
      .sign(key.secret);
    expect(await readSessionToken(key, legacy, now)).toBeNull();
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
