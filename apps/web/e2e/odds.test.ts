import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './support/harness.js';
import type { Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface Odds {
  candidates: number;
  tiers: { rarity: string; candidates: number; chance: number }[];
}

/** The table's rows as [rarity, systems, chance] texts. */
async function rows(page: Page): Promise<string[][]> {
  await page.getByRole('table').waitFor();
  return page
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.slice(1).map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())),
    );
}

describe('the published odds', () => {
  it("shows a visitor the galaxy's odds for a newcomer, as the server computes them", async () => {
    const page = await h.newPage();
    await page.goto('/odds');
    await page.getByRole('heading', { name: 'Odds', level: 1 }).waitFor();
    const odds = await h.api<Odds>('/solar/odds');
    expect(await rows(page)).toEqual(
      odds.tiers.map((t) => [
        t.rarity.charAt(0) + t.rarity.slice(1).toLowerCase(),
        t.candidates.toLocaleString('en-US'),
        `${(t.chance * 100).toFixed(2)}%`,
      ]),
    );
    await page.getByText(/A newcomer’s first collect \(level-1 telescope\)/).waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a player their own odds and pity, which the dashboard counts down', async () => {
    const user = await h.createUser('Gambler');
    const page = await h.signedInPage(user, '/dashboard');
    await page.getByRole('button', { name: 'Collect New System' }).click();
    const overlay = page.locator('dialog.discovery-overlay');
    await overlay.getByRole('button', { name: 'Skip Animation' }).click();
    await overlay.getByRole('button', { name: 'Return to Dashboard' }).click();
    await overlay.waitFor({ state: 'detached' });
    // One collect made: unless it was Rare or better, the guarantee is one collect nearer.
    const offer = await h.api<{ pity: { guaranteedWithin: number } }>('/solar/collection/offer', {
      token: user.token,
    });
    await expect
      .poll(() => page.getByTestId('pity').textContent(), { timeout: 30_000 })
      .toContain(`Rare or better guaranteed within ${offer.pity.guaranteedWithin} collects`);
    await page.getByRole('link', { name: 'See the odds' }).click();
    await page.getByText(/Your next collect draws one of/).waitFor();
    await page.getByTestId('pity-state').waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
