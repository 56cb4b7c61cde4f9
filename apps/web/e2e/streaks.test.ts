// Daily streaks in the browser: the settings' time zone field and the dashboard's streak line.
// Collections are made through the game's own services on the server's SQLite file (as
// support/game-state.ts does): real rules on a real database, yesterday's collect at its own time.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { offerKeyOf } from '@orrery/api/game/offer';
import { closeDatabase, openDatabase } from '@orrery/db';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

const DAY_MS = 86_400_000;
const OFFER_KEY = offerKeyOf(new TextEncoder().encode('test draws'));
let h: Harness;
let player: TestUser;

/** Collects the player's offer at `when` (the cooldown then opens 24 h later). */
async function collectAt(user: TestUser, when: Date): Promise<void> {
  const db = openDatabase(h.databasePath);
  try {
    await collectSystem(
      db,
      user.id,
      await findCollectableSystem(db, user.id, when, OFFER_KEY),
      when,
      OFFER_KEY,
    );
  } finally {
    await closeDatabase(db);
  }
}

beforeAll(async () => {
  h = await startHarness();
  player = await h.createUser('Streaker');
  // Yesterday and today, exactly a day apart: consecutive days in UTC and in Tokyo (no DST there).
  const now = Date.now();
  await collectAt(player, new Date(now - DAY_MS));
  await collectAt(player, new Date(now));
});
afterAll(async () => {
  await h?.close();
});

describe('daily streaks', () => {
  it('sets the time zone in settings, and the server keeps it', async () => {
    const page = await h.signedInPage(player, '/settings');
    const zone = page.getByLabel('Your days begin at midnight in');
    await zone.waitFor();
    expect(await zone.inputValue()).toBe('UTC');
    await zone.selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save Time Zone' }).click();
    await page.getByText('Time zone set to Asia/Tokyo').waitFor();
    expect(await h.api<{ timeZone: string }>('/user/time-zone', { token: player.token })).toEqual({
      timeZone: 'Asia/Tokyo',
    });
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the streak on the dashboard and when it breaks, in the player’s zone', async () => {
    const page = await h.signedInPage(player, '/dashboard');
    const line = page.getByTestId('streak');
    await line.getByText(/^Streak: 2 days — collect before /).waitFor();
    const text = (await line.textContent()) ?? '';
    // Both days counted in UTC, the zone in force then, and stay UTC's days: the streak breaks at
    // the end of tomorrow in UTC (09:00 in Tokyo), not at Tokyo's earlier midnight.
    expect(text).toMatch(/collect before \w{3} \d{1,2} \w{3}, 09:00 to keep it/);
    expect(text).toContain("Today counts. Tomorrow's first collect earns +20% streak bonus.");
    expect(text).toContain('Days count in Asia/Tokyo');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
