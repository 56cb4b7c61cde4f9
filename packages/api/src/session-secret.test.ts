import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getSetting, setSetting } from '@orrery/db/settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyGameDb, type GameDb } from '../test/game/game-db.js';
import { loadSessionKey, SessionSecretError } from './session.js';

const text = (key: { secret: Uint8Array }) => new TextDecoder().decode(key.secret);
const OLD = 'o'.repeat(64);

describe('loadSessionKey keeps the secret apart from the data', () => {
  let game: GameDb;
  let dir: string;
  let file: string;
  beforeEach(async () => {
    game = await emptyGameDb();
    dir = mkdtempSync(join(tmpdir(), 'orrery-secret-'));
    file = join(dir, 'orrery.db.secret');
  });
  afterEach(async () => {
    await game.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates a secret once into a file only its owner reads, none in the database', async () => {
    const first = await loadSessionKey(game.db, undefined, file);
    expect(text(first).length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await getSetting(game.db, 'jwt_secret')).toBeUndefined();
    const second = await loadSessionKey(game.db, undefined, file);
    expect(text(second)).toBe(text(first));
    // Nothing else is left beside it (no temporary file).
    expect(readdirSync(dir)).toEqual(['orrery.db.secret']);
  });

  it('moves a secret the database holds into the file, then deletes it there', async () => {
    await setSetting(game.db, 'jwt_secret', OLD);
    const key = await loadSessionKey(game.db, undefined, file);
    expect(text(key)).toBe(OLD); // sessions signed before still verify
    expect(await getSetting(game.db, 'jwt_secret')).toBeUndefined();
    expect(text(await loadSessionKey(game.db, undefined, file))).toBe(OLD);
  });

  it('prefers the file to a secret a restored database still holds, and deletes that', async () => {
    writeFileSync(file, `${'f'.repeat(48)}\n`, { mode: 0o600 });
    await setSetting(game.db, 'jwt_secret', OLD);
    expect(text(await loadSessionKey(game.db, undefined, file))).toBe('f'.repeat(48));
    expect(await getSetting(game.db, 'jwt_secret')).toBeUndefined();
  });

  it('uses JWT_SECRET when set, and deletes a secret the database holds', async () => {
    await setSetting(game.db, 'jwt_secret', OLD);
    expect(text(await loadSessionKey(game.db, 'c'.repeat(40)))).toBe('c'.repeat(40));
    expect(await getSetting(game.db, 'jwt_secret')).toBeUndefined();
  });

  it('without JWT_SECRET or a file, refuses and says how, leaving the database as it is', async () => {
    await expect(loadSessionKey(game.db, undefined)).rejects.toThrow(
      /^JWT_SECRET is required with DATABASE_URL: .* Set JWT_SECRET to 32 or more random characters/,
    );
    await setSetting(game.db, 'jwt_secret', OLD);
    const refusal = await loadSessionKey(game.db, undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SessionSecretError);
    expect((refusal as Error).message).toContain(
      "SELECT value FROM settings WHERE key = 'jwt_secret'",
    );
    expect((refusal as Error).message).not.toContain(OLD);
    expect(await getSetting(game.db, 'jwt_secret')).toBe(OLD);
  });

  it('refuses a file holding too short a secret, naming it', async () => {
    writeFileSync(file, 'short\n', { mode: 0o600 });
    await expect(loadSessionKey(game.db, undefined, file)).rejects.toThrow(
      `${file} must hold a secret of at least 32 characters.`,
    );
  });
});
