// Goals and the currency sinks (issue 21) in a real browser. Collections are set up through the
// game's own services on the server's SQLite file (as social.test.ts does): real rules, real data.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { collectSystem, findCollectableSystem } from '@orrery/api/game';
import { closeDatabase, openDatabase } from '@orrery/db';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

let h: Harness;
let player: TestUser;

/** One collect for the player now, through the game's rules. */
async function collectOne(user: TestUser): Promise<void> {
  const db = openDatabase(h.databasePath);
  try {
    const now = new Date();
    await collectSystem(db, user.id, await findCollectableSystem(db, user.id, 0.4), now);
  } finally {
    await closeDatabase(db);
  }
}

beforeAll(async () => {
  h = await startHarness();
  player = await h.createUser('Keeper');
  await collectOne(player);
});
afterAll(async () => {
  await h?.close();
});

describe('the goals panel', () => {
  it('shows today’s goal done, claims it once, and lists the luck-gated achievements', async () => {
    const page = await h.signedInPage(player, '/dashboard');
    const panel = page.getByRole('region', { name: 'Goals' });
    const daily = panel.locator('[data-goal="daily-survey"]');
    await daily.getByText('1 / 1').waitFor();
    expect(await panel.locator('[data-goal="weekly-regular"]').getByText('1 / 6').count()).toBe(1);
    await panel
      .getByRole('list', { name: 'Luck-gated achievements' })
      .getByText('Living Legend')
      .waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'economy-goals-1280');

    const before = await h.api<{ balance: number }>('/transactions/balance', {
      token: player.token,
    });
    await daily.getByRole('button', { name: 'Claim' }).click();
    await daily.getByText('Claimed').waitFor();
    const after = await h.api<{ balance: number }>('/transactions/balance', {
      token: player.token,
    });
    expect(after.balance).toBe(before.balance + 20);
    expect(await daily.getByRole('button', { name: 'Claim' }).count()).toBe(0);

    // A second claim (another tab, a replayed request) is refused with a clear error.
    const again = await fetch(`${h.baseUrl}/api/v1/goals/daily-survey/claim`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This goal has already been claimed' });

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await h.screenshot(page, 'economy-goals-375');
    await page.context().close();
  });
});
