// The test sets up a few collections through the game's own services on the server's SQLite file
// (as support/game-state.ts does): real rules on a real database.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { buyDownCooldown, collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { grantCredits } from '@orrery/api/game/ledger';
import { offerKeyOf } from '@orrery/api/game/offer';
import { closeDatabase, openDatabase } from '@orrery/db';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

const OFFER_KEY = offerKeyOf(new TextEncoder().encode('test draws'));

let h: Harness;
let collector: TestUser;
let rival: TestUser;
let held: { hash: string; name: string; sector: string }[];

/** Collects `count` systems for the player now, buying the cooldown down between them. */
async function collect(user: TestUser, count: number): Promise<void> {
  const db = openDatabase(h.databasePath);
  try {
    for (let i = 0; i < count; i++) {
      const now = new Date();
      if (i > 0) {
        await grantCredits(db, user.id, 2400, 'e2e cooldown', now);
        await buyDownCooldown(db, user.id, 24, now);
      }
      await collectSystem(
        db,
        user.id,
        await findCollectableSystem(db, user.id, now, OFFER_KEY),
        now,
        OFFER_KEY,
      );
    }
  } finally {
    await closeDatabase(db);
  }
}

/** Layout shift over the page's life so far (CLS-style, input-driven shifts left out). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

beforeAll(async () => {
  h = await startHarness();
  collector = await h.createUser('Curator');
  rival = await h.createUser('Rival');
  await collect(collector, 4);
  await collect(rival, 2);
  const collection = await h.api<{ systems: { hash: string; name: string; sector: string }[] }>(
    '/solar/collection',
    { token: collector.token },
  );
  held = collection.systems;
});
afterAll(async () => {
  await h?.close();
});

describe('collection completion', () => {
  it('counts tiers, star types and sectors, each a filter link into the collection', async () => {
    const page = await h.signedInPage(collector, '/collection');
    await page.getByText(/^Sectors:/).waitFor();
    const sectors = new Set(held.map((s) => s.sector));
    await page.getByText(`${sectors.size} of `, { exact: false }).first().waitFor();
    expect(
      await page.getByRole('heading', { name: /^Rarity: \d of 5 rarity tiers$/ }).count(),
    ).toBe(1);
    expect(
      await page.getByRole('heading', { name: /^Star types: \d of 8 star types$/ }).count(),
    ).toBe(1);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'social-collection-completion-1280');

    const sector = held[0]!.sector;
    const inSector = held.filter((s) => s.sector === sector);
    await page.getByRole('link', { name: `${sector}: ${inSector.length} held, show them` }).click();
    await page.waitForURL(/sector=/);
    expect(new URL(page.url()).searchParams.get('sector')).toBe(sector);
    await page.getByText(`Showing 1-${inSector.length} of ${inSector.length} results`).waitFor();
    expect(await page.getByTestId('filter-badge').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Remove the sector filter' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText(`Showing 1-${held.length} of ${held.length} results`).waitFor();
    await page.context().close();
  });

  it('fits a phone screen', async () => {
    const phone = await h.signedInPage(collector, '/collection', { viewport: PHONE });
    await phone.getByText(/^Sectors:/).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await h.seriousA11yViolations(phone)).toEqual([]);
    await h.screenshot(phone, 'social-collection-completion-375');
    await phone.context().close();
  });
});

describe('profile settings and the public profile', () => {
  it('picks a showcase in settings; anyone then sees it on the profile', async () => {
    const page = await h.signedInPage(collector, '/settings');
    const form = page.getByRole('region', { name: 'Public Profile' });
    await form.getByText('Showcase (0 of 6 cards').waitFor();
    await form.getByRole('checkbox', { name: new RegExp(`^${held[2]!.name}`) }).check();
    await form.getByRole('checkbox', { name: new RegExp(`^${held[0]!.name}`) }).check();
    await form.getByText('Showcase (2 of 6 cards').waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile settings updated successfully').waitFor();
    await h.screenshot(page, 'social-settings-1280');
    await page.context().close();

    // A visitor, signed out.
    const visitor = await h.newPage();
    await visitor.goto(`/society/${encodeURIComponent(collector.username)}`);
    await visitor.getByRole('heading', { name: collector.username, exact: true }).waitFor();
    const showcase = visitor.getByRole('region', { name: 'Showcase' });
    const names = await showcase
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(names).toEqual([`Open ${held[2]!.name}`, `Open ${held[0]!.name}`]);
    await visitor.getByText('4', { exact: true }).first().waitFor();
    expect(await visitor.content()).not.toContain(collector.email);
    expect(await layoutShift(visitor)).toBeLessThan(0.1);
    expect(await h.seriousA11yViolations(visitor)).toEqual([]);
    await h.screenshot(visitor, 'social-profile-1280');
    await visitor.setViewportSize(PHONE);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await h.screenshot(visitor, 'social-profile-375');
    await visitor.context().close();
  });

  it('a private profile is Page Not Found to others, and marked private for its owner', async () => {
    await h.api('/user/profile', { method: 'PUT', token: rival.token, body: { private: true } });
    const path = `/society/${encodeURIComponent(rival.username)}`;
    const visitor = await h.newPage();
    await visitor.goto(path);
    await visitor.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await h.seriousA11yViolations(visitor)).toEqual([]);
    await visitor.goto('/society/Nobody%20Here');
    await visitor.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await visitor.context().close();
    const other = await h.signedInPage(collector, path);
    await other.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await other.context().close();
    const owner = await h.signedInPage(rival, path);
    await owner.getByText('Your profile is private: only you can see it.').waitFor();
    await owner.context().close();
    await h.api('/user/profile', { method: 'PUT', token: rival.token, body: { private: false } });
  });

  it('a private society is named nowhere to others: its systems, the boards; itself it sees', async () => {
    const [found] = (
      await h.api<{ systems: { hash: string }[] }>('/solar/collection', { token: rival.token })
    ).systems;
    await h.api('/user/profile', { method: 'PUT', token: rival.token, body: { private: true } });
    const system = `/solar/${found!.hash}`;
    const other = await h.signedInPage(collector, system);
    await other.getByText('Collected by a private society').waitFor();
    await other.goto('/leaderboards');
    await other.getByRole('tabpanel').getByText('A private society').first().waitFor();
    expect(await other.getByText(rival.username).count()).toBe(0);
    await other.context().close();
    const owner = await h.signedInPage(rival, system);
    await owner.getByText(`Collected by ${rival.username}`).waitFor();
    await owner.context().close();
    await h.api('/user/profile', { method: 'PUT', token: rival.token, body: { private: false } });
  });
});

describe('leaderboards', () => {
  it('shows a visitor the top and a player their own rank, one board at a time', async () => {
    const visitor = await h.newPage();
    await visitor.goto('/leaderboards');
    const panel = visitor.getByRole('tabpanel');
    await panel.getByRole('link', { name: `${collector.username}` }).waitFor();
    await visitor.getByText('to see your own rank.').waitFor();
    expect(await layoutShift(visitor)).toBeLessThan(0.1);
    expect(await h.seriousA11yViolations(visitor)).toEqual([]);
    await h.screenshot(visitor, 'social-leaderboards-visitor-1280');
    await visitor.context().close();

    const page = await h.signedInPage(rival, '/leaderboards');
    await page.getByText('Your rank: #2 with 2 systems').waitFor();
    const rows = await page.getByRole('row').allTextContents();
    expect(rows.slice(1, 3)).toEqual([`1${collector.username}4`, `2${rival.username}2`]);
    await page.getByRole('tab', { name: "This week's discoveries" }).click();
    await page.waitForURL(/board=week/);
    await page.getByText('Your rank: #2 with 2 systems').waitFor();
    await page.getByRole('tab', { name: 'Longest streak' }).click();
    // The tab is selected once React renders the new query string, not at the click itself.
    await page.waitForURL(/board=streak/);
    await page
      .locator('[role="tab"][aria-selected="true"]', { hasText: 'Longest streak' })
      .waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'Most systems' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await h.screenshot(page, 'social-leaderboards-375');
    await page.context().close();
  });
});

describe('share links', () => {
  it('the system page offers its share link, which leads a person back to the system', async () => {
    const system = held[0]!;
    const page = await h.signedInPage(collector, `/solar/${system.hash}`);
    const link = page.getByLabel('Share this system');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toBe(`${h.baseUrl}/share/solar/${system.hash}`);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.goto(url);
    // The share page's script (same origin, as the CSP asks) moves on to the app's page.
    await page.waitForURL(new RegExp(`/solar/${system.hash}$`));
    await page.getByRole('heading', { name: system.name, exact: true }).waitFor();
    await page.context().close();
  });

  it('the share image is a PNG a browser can draw', async () => {
    const page = await h.newPage();
    await page.goto(`/share/solar/${held[1]!.hash}/card.png`);
    const size = await page.evaluate(() => {
      const image = document.querySelector('img')!;
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(size).toEqual({ width: 1200, height: 630 });
    await h.screenshot(page, 'social-share-image');
    await page.context().close();
  });
});
