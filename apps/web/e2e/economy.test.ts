// Goals and the currency sinks in a real browser. Collections are set up through the
// game's own services on the server's SQLite file (as social.test.ts does): real rules, real data.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { offerKeyOf } from '@orrery/api/game/offer';
import { closeDatabase, openDatabase } from '@orrery/db';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from './support/game-state.js';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

const OFFER_KEY = offerKeyOf(new TextEncoder().encode('test draws'));

let h: Harness;
let player: TestUser;

/** One collect for the player now, through the game's rules. */
async function collectOne(user: TestUser): Promise<void> {
  const db = openDatabase(h.databasePath);
  try {
    const now = new Date();
    await collectSystem(
      db,
      user.id,
      await findCollectableSystem(db, user.id, now, OFFER_KEY),
      now,
      OFFER_KEY,
    );
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

describe('the sinks on a held system’s page', () => {
  it('buys a public name and a foil finish; refusals say why and charge nothing', async () => {
    const { systems } = await h.api<{ systems: { hash: string; name: string }[] }>(
      '/solar/collection',
      { token: player.token },
    );
    const held = systems[0]!;
    await grant(h.databasePath, player.id, 3000);
    const balance = async () =>
      (await h.api<{ balance: number }>('/transactions/balance', { token: player.token })).balance;
    const start = await balance();

    const page = await h.signedInPage(player, `/solar/${held.hash}`);
    const panel = page.getByRole('region', { name: 'Make It Yours' });
    const field = panel.getByLabel(/Public name/);
    await field.fill('Sh1t Hole');
    await panel.getByRole('button', { name: 'Name it for 1,500 Ϟ' }).click();
    await panel.getByRole('alert').getByText('This name is not allowed').waitFor();
    expect(await balance()).toBe(start);

    await field.fill("Keeper's Rest");
    await panel.getByRole('button', { name: 'Name it for 1,500 Ϟ' }).click();
    await page
      .getByTestId('public-name')
      .getByText("Named “Keeper's Rest” by its discoverer")
      .waitFor();
    expect(await balance()).toBe(start - 1500);

    await panel.getByRole('button', { name: 'Foil finish for 500 Ϟ' }).click();
    await panel.getByRole('button', { name: 'Foil finish applied' }).waitFor();
    expect(await page.getByTestId('system-card').getAttribute('data-finish')).toBe('foil');
    expect(await balance()).toBe(start - 2000);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'economy-sinks-1280');

    // Not affordable now (1,000 left): holographic is refused, nothing charged.
    await panel.getByRole('button', { name: 'Holographic finish for 1,500 Ϟ' }).click();
    await panel.getByRole('alert').getByText('You do not have enough currency for this').waitFor();
    expect(await balance()).toBe(start - 2000);
    await page.context().close();

    // The collection shows the finish and the name on the card.
    const collection = await h.signedInPage(player, '/collection');
    await collection.getByTestId('card-public-name').getByText("“Keeper's Rest”").first().waitFor();
    await collection.context().close();

    // A finish for a card the player does not own: a clear error, nothing changed.
    const stranger = await h.createUser('Stranger');
    const refused = await fetch(`${h.baseUrl}/api/v1/sinks/finish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stranger.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hash: held.hash, finish: 'holographic' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'You can only apply a finish to a card you own',
    });
  });
});
