import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { findSystemHash, grant } from './support/game-state.js';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

// A new player's first day: rules known before submitting, rewards that show, messages
// that say what to do.

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const balanceOf = async (token: string) =>
  (await h.api<{ balance: number }>('/transactions/balance', { token })).balance;

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('an element is not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

describe('signing up and in', () => {
  it('states the rules before submit, fills the e-mail in after, and clears a stale error', async () => {
    const page = await h.newPage();
    await page.goto('/register');
    // The rules are on the form before anything is sent.
    await page.getByText('8 to 128 characters, not a common password.').waitFor();
    await page
      .getByText('3 to 32 characters: letters, digits, spaces, apostrophes and hyphens.')
      .waitFor();
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('aria-describedby')).toBeTruthy();
    await h.screenshot(page, 'register-rules-1280');

    await page.getByLabel('Society name').fill('Newcomer League');
    await page.getByLabel('Email').fill('newcomer@example.com');
    await password.fill('newcomer-secret');
    await page.getByLabel('Confirm password').fill('newcomer-secret');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByLabel('Email').inputValue()).toBe('newcomer@example.com');

    // A wrong password first: its error toast stays (docs/spec.md §8) ...
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const stale = page.locator('[data-sonner-toast][data-type="error"]', {
      hasText: 'Invalid email or password',
    });
    await stale.waitFor();
    // ... until the right one signs in: what it said no longer holds.
    await page.getByLabel('Password', { exact: true }).fill('newcomer-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => stale.count(), { timeout: 10_000 }).toBe(0);
    await h.screenshot(page, 'signed-in-no-stale-toast-1280');
    await page.context().close();
  });
});

describe('the moment of discovery', () => {
  let page: Page;
  let user: TestUser;

  beforeAll(async () => {
    user = await h.createUser('Stargazer');
    page = await h.signedInPage(user, '/dashboard');
  });

  it('shows the tier, its score, the Ϟ earned and the achievements, with counters current', async () => {
    await page.getByRole('button', { name: 'Collect New System' }).click();
    const overlay = page.locator('dialog.discovery-overlay');
    await overlay.getByRole('button', { name: 'Skip Animation' }).click();
    const reward = overlay.getByTestId('discovery-reward');
    await reward.waitFor();
    const tier = (await overlay.getByTestId('discovery-tier').textContent()) ?? '';
    expect(tier).toMatch(/^(Common|Uncommon|Rare|Epic|Legendary)score \d+\.\d\d$/);

    const balance = await balanceOf(user.token);
    const shown = `${balance.toLocaleString('en-US')} Ϟ`;
    // Everything earned: the system's reward and First Light's (this is the first collect).
    const earned = reward.getByText(/^\+[\d,]+ Ϟ$/);
    expect(await earned.getAttribute('aria-label')).toBe(`Earned ${shown}`);
    // It counts up to the amount.
    await expect.poll(() => earned.textContent(), { timeout: 10_000 }).toBe(`+${shown}`);
    await reward.getByText('Achievement unlocked: First Light · +50 Ϟ').waitFor();

    // The burst grows with rarity: a COMMON find only glows.
    const sparks = Number(await overlay.getByTestId('celebration').getAttribute('data-sparks'));
    expect(sparks).toBe(
      { Common: 0, Uncommon: 10, Rare: 18, Epic: 28, Legendary: 44 }[tier.replace(/score.*/, '')],
    );
    // Behind the overlay the dashboard already counts the new system.
    expect(await page.getByTestId('systems-collected').textContent()).toBe('1');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'discovery-reward-1280');
    await overlay.getByRole('button', { name: 'Return to Dashboard' }).click();
    await page.getByTestId('header-balance').filter({ hasText: shown }).waitFor();
  });

  it('says when the next collection opens if a collect is refused for the cooldown', async () => {
    // Two browsers of one player: the second, whose live stream is down, still offers the collect
    // the first has made (with its stream up it would hear the cooldown and update).
    const twin = await h.createUser('Twin');
    const first = await h.signedInPage(twin, '/dashboard');
    const second = await h.signedInPage(twin, '/dashboard');
    await second.route('**/api/v1/events**', (route) => route.abort());
    await second.reload();
    await second.getByRole('button', { name: 'Collect New System' }).waitFor();
    await first.getByRole('button', { name: 'Collect New System' }).click();
    await first.getByRole('button', { name: 'Skip Animation' }).click();
    await first.getByTestId('discovery-reward').waitFor();
    await second.getByRole('button', { name: 'Collect New System' }).click();
    const toast = second.locator('[data-sonner-toast][data-type="error"]');
    await toast.waitFor();
    // Relative, and absolute in the player's date format (Earth by default: the local time).
    expect(await toast.textContent()).toMatch(
      /^Your next collection is available in 2[34]h \d+m \(.*\d{1,2}:\d\d:\d\d.*\)$/,
    );
    await h.screenshot(second, 'cooldown-refused-1280');
    await first.context().close();
    await second.context().close();
  });

  it('toasts "Impatient" after a first buy-down, below the header balance', async () => {
    await grant(h.databasePath, user.id, 1000);
    await page.reload();
    await page.getByRole('button', { name: 'Buy down cooldown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy down cooldown' });
    await dialog.getByRole('button', { name: 'Buy down', exact: true }).click();
    const toast = page.locator('.achievement-toast', { hasText: 'Impatient' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Achievement unlocked: Impatient');
    // Once it has slid in, it rests below the top bar, clear of the balance (the slide may take
    // seconds on a loaded machine, beyond expect.poll's default second).
    await expect
      .poll(() => overlap(toast, page.getByTestId('header-balance')), { timeout: 10_000 })
      .toBe(false);
    await h.screenshot(page, 'buydown-impatient-1280');
  });

  it('shows the hours allowed when the server refuses a buy-down', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Buy down cooldown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy down cooldown' });
    await dialog.getByRole('slider').waitFor();
    // The balance drops behind the dialog's back: the server refuses, and says what is allowed.
    await grant(h.databasePath, user.id, -(await balanceOf(user.token)));
    await dialog.getByRole('button', { name: 'Buy down', exact: true }).click();
    await dialog
      .getByText(
        'You do not have enough currency for this buydown. Allowed: none (an hour costs 100 Ϟ).',
      )
      .waitFor();
    await h.screenshot(page, 'buydown-allowed-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('celebration under reduced motion', () => {
  it('keeps the halo but no moving sparks', async () => {
    const user = await h.createUser('Stillness');
    const page = await h.signedInPage(user, '/dashboard', { reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Collect New System' }).click();
    const overlay = page.locator('dialog.discovery-overlay');
    await overlay.getByTestId('discovery-reward').waitFor();
    const celebration = overlay.getByTestId('celebration');
    expect(await celebration.locator('.celebration-halo').isVisible()).toBe(true);
    const sparks = celebration.locator('.celebration-spark');
    // The tier's sparks are drawn (a COMMON find has none) ...
    const drawn = Number(await celebration.getAttribute('data-sparks'));
    expect(await sparks.count()).toBe(drawn);
    // ... and one more as the component draws them, so that whatever the tier there are sparks
    // to check (a loop over none would pass with the rule gone): still and out of sight.
    await celebration.evaluate((element) => {
      const spark = document.createElement('span');
      spark.className = 'celebration-spark';
      element.append(spark);
    });
    expect(await sparks.count()).toBe(drawn + 1);
    for (let i = 0; i < (await sparks.count()); i += 1) {
      expect(await sparks.nth(i).isVisible()).toBe(false);
    }
    // The earned amount is shown at once, not counted.
    const balance = await balanceOf(user.token);
    expect(await overlay.getByText(/^\+[\d,]+ Ϟ$/).textContent()).toBe(
      `+${balance.toLocaleString('en-US')} Ϟ`,
    );
    await page.context().close();
  });
});

describe('pages that use their space', () => {
  let page: Page;
  let user: TestUser;
  let hash: string;
  let map: { hash: string; name: string; discoveredById: number | null }[];

  beforeAll(async () => {
    user = await h.createUser('Surveyor');
    hash = findSystemHash((s) => s.planetCount >= 3 && s.moonCount > 0);
    await h.api(`/solar/collect/${hash}`, { method: 'POST', token: user.token });
    map = await h.api('/solar/solarsystems/map');
    page = await h.signedInPage(user, `/solar/${hash}`);
  });

  it('shows a discovered system in readable units, the card beside its facts', async () => {
    await page.getByRole('heading', { name: 'Planets' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\de[+-]?\d/);
    expect(text).toMatch(/\d (M☉|M♃)\s/);
    expect(text).toMatch(/\d (M⊕|M♃)\s/);
    expect(text).toMatch(/\d (Gyr|Myr)\s/);
    // The stored SI value is the tooltip.
    expect(await page.locator('abbr.quantity').first().getAttribute('title')).toMatch(
      / (kg|km|W|years)$/,
    );
    // No band beside the card: the facts start level with it, to its right.
    const card = (await page.getByTestId('system-card').boundingBox())!;
    const facts = (await page.getByRole('region', { name: 'Facts' }).boundingBox())!;
    expect(facts.x).toBeGreaterThan(card.x + card.width);
    expect(facts.y).toBeLessThan(card.y + card.height / 2);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'system-layout-1280');
  });

  it('fits a phone, the card under the name', async () => {
    const phone = await h.signedInPage(user, `/solar/${hash}`, { viewport: PHONE });
    await phone.getByRole('heading', { name: 'Planets' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const name = (await phone.getByRole('heading', { level: 1 }).boundingBox())!;
    const card = (await phone.getByTestId('system-card').boundingBox())!;
    expect(card.y).toBeGreaterThan(name.y);
    await h.screenshot(phone, 'system-layout-375');
    await phone.context().close();
  });

  it('shows an undiscovered system with many planets without a row of Unknowns', async () => {
    const taken = new Set(map.filter((s) => s.discoveredById !== null).map((s) => s.hash));
    const crowded = findSystemHash((s) => s.planetCount >= 7 && !taken.has(s.hash));
    await page.goto(`/solar/${crowded}`);
    await page.getByTestId('unknown-line').waitFor();
    const text = await page.locator('main').innerText();
    expect(text.match(/\bUnknown\b/g) ?? []).toHaveLength(0);
    // What is known: the stars, each planet's orbit, the counts.
    expect(
      await page.getByRole('table', { name: 'Planet orbits' }).locator('tbody tr').count(),
    ).toBe(
      (await h.api<{ planetCount: number }>(`/solar/solarsystem/${crowded}/full`)).planetCount,
    );
    expect(text).toContain('unknown until discovered');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'system-undiscovered-many-1280');
  });

  it('draws a star-only card worth looking at', async () => {
    const starOnly = findSystemHash((s) => s.planetCount === 0);
    await page.goto(`/solar/${starOnly}`);
    const card = page.getByTestId('system-card');
    await card.getByTestId('star-portrait').waitFor();
    expect(await card.locator('.star-portrait').count()).toBeGreaterThan(0);
    expect(await card.locator('.field-star').count()).toBeGreaterThan(10);
    const box = (await card.boundingBox())!;
    // The spec's 18 × 28 rem frame.
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([288, 448]);
    await h.elementScreenshot(card, 'card-star-only-portrait');
  });

  it('finds a system by the short hash its card prints, at /solar/{short} and in the guide', async () => {
    const shortOf = (full: string) => full.slice(4);
    const unique = map.find(
      (s) => map.filter((t) => shortOf(t.hash) === shortOf(s.hash)).length === 1,
    )!;
    const short = shortOf(unique.hash);
    await page.goto(`/solar/${short}`);
    await page.waitForURL(`**/solar/${unique.hash}`);
    await page.getByText(unique.hash, { exact: true }).waitFor();

    await page.goto(`/guide?search=${short}`);
    await page.getByTestId('system-card').filter({ hasText: unique.name }).waitFor();

    // A short hash no system has is Page Not Found.
    const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
    const used = new Set(map.map((s) => shortOf(s.hash)));
    let absent = '';
    for (let i = 0; !absent || used.has(absent); i += 1) {
      absent = [0, 1, 2, 3].map((d) => alphabet[(i * 7 + d * 13) % 32]).join('');
    }
    await page.goto(`/solar/${absent}`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});

describe('files the server serves', () => {
  it('answers robots.txt and the favicon with real files, a missing file with 404', async () => {
    const page = await h.newPage();
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/icon/);
    expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    for (const path of ['/nope.png', '/sitemap.xml']) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    const route = await page.request.get('/solar/anything');
    expect(route.headers()['content-type']).toMatch(/text\/html/);
    await page.context().close();
  });
});
