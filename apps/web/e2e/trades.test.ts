// Trading between two societies in a real Chromium against the built server. The test collects
// through the game's own services on the server's SQLite file and lifts the account-age and
// fresh-system rules in the galaxy's config (as support/game-state.ts does): real rules, real data.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { buyDownCooldown, collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { updateGameConfig } from '@orrery/api/game/core';
import { grantCredits } from '@orrery/api/game/ledger';
import { offerKeyOf } from '@orrery/api/game/offer';
import { closeDatabase, openDatabase } from '@orrery/db';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

const OFFER_KEY = offerKeyOf(new TextEncoder().encode('trade draws'));

interface Held {
  hash: string;
  name: string;
}

let h: Harness;
let trader: TestUser;
let partner: TestUser;

/** Collects `count` systems for the player now, buying the cooldown down between them. */
async function collect(user: TestUser, count: number): Promise<void> {
  const db = openDatabase(h.databasePath);
  try {
    for (let i = 0; i < count; i++) {
      const now = new Date();
      await grantCredits(db, user.id, 2400, 'e2e cooldown', now);
      if (i > 0) await buyDownCooldown(db, user.id, 24, now);
      const hash = await findCollectableSystem(db, user.id, now, OFFER_KEY);
      await collectSystem(db, user.id, hash, now, OFFER_KEY);
    }
  } finally {
    await closeDatabase(db);
  }
}

/**
 * What the player holds now, read from the holdings on the server's database; `found`: only what
 * they discovered themselves too (the systems their collection lists for sure).
 */
async function held(user: TestUser, found = false): Promise<Held[]> {
  const db = openDatabase(h.databasePath);
  try {
    return await db
      .selectFrom('systems as s')
      .innerJoin('discoveries as d', 'd.system_id', 's.id')
      .select(['s.hash', 's.name'])
      .where('d.holder_id', '=', user.id)
      .$if(found, (query) => query.where('d.user_id', '=', user.id))
      .orderBy('s.name')
      .execute();
  } finally {
    await closeDatabase(db);
  }
}

interface TradeAnswer {
  id: number;
  state: string;
}

const propose = (user: TestUser, body: Record<string, unknown>) =>
  h.api<TradeAnswer>('/trades', { method: 'POST', token: user.token, body });

/** Opens the profile of `other` as `user` and sends the offer chosen by `choose` in the dialog. */
async function proposeFromProfile(
  page: Page,
  other: TestUser,
  choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
): Promise<void> {
  await page.goto(`/society/${encodeURIComponent(other.username)}`);
  await page.getByRole('button', { name: 'Propose a trade' }).click();
  const dialog = page.getByRole('dialog', { name: `Propose a trade to ${other.username}` });
  await choose(dialog);
}

beforeAll(async () => {
  h = await startHarness();
  const db = openDatabase(h.databasePath);
  try {
    // New accounts and fresh systems may trade here: the test cannot wait days.
    await updateGameConfig(db, {
      trading: { minAccountAgeDays: 0, minCollectedSystems: 1, freshSystemHoldHours: 0 },
    } as never);
  } finally {
    await closeDatabase(db);
  }
  trader = await h.createUser('Trader');
  partner = await h.createUser('Partner');
  await collect(trader, 4);
  await collect(partner, 3);
});
afterAll(async () => {
  await h?.close();
});

describe('trading from a profile', () => {
  it('proposes a swap; the receiver sees it, accepts, and both collections change', async () => {
    const [mine] = await held(trader, true);
    const theirs = await held(partner);
    const page = await h.signedInPage(trader, '/dashboard');
    await proposeFromProfile(page, partner, async (dialog) => {
      await dialog.getByRole('list', { name: 'Systems you give' }).waitFor();
      await dialog.getByRole('checkbox', { name: new RegExp(`^${mine!.name}`) }).check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      // The partner's public systems: its rarest find at least.
      await dialog
        .getByRole('list', { name: 'Systems you ask for' })
        .getByRole('checkbox')
        .first()
        .check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('region', { name: 'You give' }).getByText(mine!.name).waitFor();
      expect(await h.seriousA11yViolations(page)).toEqual([]);
      await h.screenshot(page, 'trades-propose-review-1280');
      await dialog.getByRole('button', { name: 'Send offer' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
    await page.goto('/trades?box=outgoing');
    const sent = page.getByRole('article', { name: /^Offer/ });
    await sent.getByText(/^Expires in/).waitFor();
    await page.context().close();

    const receiver = await h.signedInPage(partner, '/dashboard');
    await receiver.getByTestId('offers-waiting').getByText('1 offer waiting').click();
    await receiver.waitForURL(/\/trades$/);
    const offer = receiver.getByRole('article', { name: /^Offer/ });
    await offer.getByRole('link', { name: trader.username }).waitFor();
    await offer.getByRole('button', { name: 'Accept…' }).click();
    const confirm = receiver.getByRole('dialog', { name: 'Accept this trade?' });
    await confirm.getByRole('region', { name: 'You give' }).getByRole('link').first().waitFor();
    const asked = await confirm
      .getByRole('region', { name: 'You give' })
      .getByRole('link')
      .first()
      .textContent();
    expect(await h.seriousA11yViolations(receiver)).toEqual([]);
    await h.screenshot(receiver, 'trades-accept-1280');
    await confirm.getByRole('button', { name: 'Accept trade' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await receiver.goto('/trades?box=history');
    await receiver.getByRole('article').getByText('Accepted').waitFor();
    await receiver.context().close();

    const theirsAfter = (await held(partner)).map((s) => s.name);
    const mineAfter = (await held(trader)).map((s) => s.name);
    expect(theirsAfter).toContain(mine!.name);
    expect(mineAfter).not.toContain(mine!.name);
    expect(mineAfter).toContain(asked);
    expect(theirsAfter).not.toContain(asked);
    expect(theirs.map((s) => s.name)).toContain(asked);
  });

  it('sends a gift, which waits for the receiver to accept it', async () => {
    const [gift] = await held(trader, true);
    const page = await h.signedInPage(trader, '/dashboard');
    await proposeFromProfile(page, partner, async (dialog) => {
      await dialog.getByRole('checkbox', { name: new RegExp(`^${gift!.name}`) }).check();
      await dialog.getByRole('button', { name: 'Review' }).click();
      await dialog
        .getByRole('region', { name: `You get from ${partner.username}` })
        .getByText('Nothing')
        .waitFor();
      await dialog.getByRole('button', { name: 'Send gift' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
    await page.context().close();
    expect((await held(partner)).map((s) => s.name)).not.toContain(gift!.name);

    const receiver = await h.signedInPage(partner, '/trades');
    const offer = receiver.getByRole('article', { name: /^Gift/ });
    await offer.getByRole('button', { name: 'Accept…' }).click();
    await receiver.getByRole('button', { name: 'Accept trade' }).click();
    await receiver.getByText('Trade accepted').waitFor();
    await receiver.context().close();
    expect((await held(partner)).map((s) => s.name)).toContain(gift!.name);
  });

  it('declines an offer: it leaves the box for the history, and nothing moves', async () => {
    const [mine] = await held(trader);
    await propose(trader, { to: partner.username, give: [mine!.hash], get: [], getCredits: 5 });
    const receiver = await h.signedInPage(partner, '/trades');
    await receiver
      .getByRole('article', { name: /^Offer/ })
      .getByRole('button', { name: 'Decline' })
      .click();
    await receiver.getByText('No offers waiting for you.', { exact: false }).waitFor();
    await receiver.getByRole('button', { name: 'History' }).click();
    await receiver.getByRole('article').getByText('Declined').first().waitFor();
    await receiver.context().close();
    expect((await held(trader)).map((s) => s.hash)).toContain(mine!.hash);
  });
});

describe('a system page', () => {
  it('names the holder of a traded system beside its discoverer, and its holders', async () => {
    const found = new Set((await held(trader, true)).map((s) => s.hash));
    const traded = (await held(trader)).find((s) => !found.has(s.hash));
    const page = await h.signedInPage(trader, `/solar/${traded!.hash}`);
    await page.getByText(`Collected by ${partner.username}`).waitFor();
    expect(await page.getByTestId('held-by').textContent()).toBe(trader.username);
    const holders = page.getByRole('list', { name: 'Holders' });
    await holders.getByText(`${partner.username}, its discoverer`).waitFor();
    await holders.getByText(`${trader.username} from`).waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'trades-system-held-1280');
    await page.context().close();
  });

  it('asks another society for the system it holds; the sender cancels the offer', async () => {
    const [wanted] = await held(partner, true);
    const page = await h.signedInPage(trader, `/solar/${wanted!.hash}`);
    await page.getByRole('button', { name: `Propose a trade to ${partner.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Propose a trade to ${partner.username}` });
    await dialog.getByRole('button', { name: 'You ask for (1)' }).waitFor();
    await dialog.getByLabel('Ϟ you give').fill('150');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog
      .getByRole('region', { name: `You get from ${partner.username}` })
      .getByText(wanted!.name)
      .waitFor();
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/trades?box=outgoing');
    const offer = page.getByRole('article', { name: /^Offer/ });
    await offer.getByText(wanted!.name).waitFor();
    await offer.getByRole('button', { name: 'Cancel offer' }).click();
    await page.getByText('You have no open offers.', { exact: false }).waitFor();
    await page.context().close();
  });
});

describe('the confirmation warns of a lopsided trade', () => {
  it('warns the receiver asked for far more than they get, and lets them accept anyway', async () => {
    const [mine] = await held(trader);
    const db = openDatabase(h.databasePath);
    try {
      await grantCredits(db, partner.id, 50_000, 'e2e grant', new Date());
    } finally {
      await closeDatabase(db);
    }
    const before = (
      await h.api<{ balance: number }>('/transactions/balance', { token: partner.token })
    ).balance;
    await propose(trader, {
      to: partner.username,
      give: [mine!.hash],
      get: [],
      getCredits: 40_000,
    });
    const receiver = await h.signedInPage(partner, '/trades');
    await receiver
      .getByRole('article', { name: /^Offer/ })
      .getByRole('button', { name: 'Accept…' })
      .click();
    const confirm = receiver.getByRole('dialog', { name: 'Accept this trade?' });
    const warning = confirm.getByTestId('worth-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(
      'What you get is worth far less than what you give',
    );
    expect(await h.seriousA11yViolations(receiver)).toEqual([]);
    // Centred in the window, though rendered inside the offer's card.
    const box = (await confirm.boundingBox())!;
    const below = receiver.viewportSize()!.height - box.y - box.height;
    expect(Math.abs(box.y - below)).toBeLessThanOrEqual(2);
    await h.screenshot(receiver, 'trades-warning-1280');
    await confirm.getByRole('button', { name: 'Accept trade' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await receiver.context().close();
    const after = (
      await h.api<{ balance: number }>('/transactions/balance', { token: partner.token })
    ).balance;
    // 40,000 Ϟ paid, less the trading achievements' rewards it may have earned.
    expect(before - after).toBeGreaterThan(39_000);
    expect(before - after).toBeLessThanOrEqual(40_000);
  });
});

describe('the Trades page', () => {
  it('passes axe and fits a phone, an offer open in each box', async () => {
    const [mine] = await held(trader);
    const [theirs] = await held(partner);
    await propose(trader, {
      to: partner.username,
      give: [mine!.hash],
      get: [theirs!.hash],
      giveCredits: 10,
      message: 'A fair swap between neighbours?',
    });
    const phone = await h.signedInPage(partner, '/trades', { viewport: PHONE });
    const offer = phone.getByRole('article', { name: /^Offer/ });
    await offer.getByText('A fair swap between neighbours?').waitFor();
    await offer.getByText(/^Expires in/).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await h.seriousA11yViolations(phone)).toEqual([]);
    await h.screenshot(phone, 'trades-incoming-375');
    await offer.getByRole('button', { name: 'Counter…' }).click();
    const counter = phone.getByRole('dialog', { name: `Counter ${trader.username}'s offer` });
    await counter.getByRole('list', { name: 'Systems you ask for' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await h.seriousA11yViolations(phone)).toEqual([]);
    await h.screenshot(phone, 'trades-counter-375');
    await counter.getByRole('button', { name: 'Review' }).click();
    await counter.getByRole('button', { name: 'Send offer' }).click();
    await counter.waitFor({ state: 'hidden' });
    await phone.context().close();

    const sender = await h.signedInPage(trader, '/trades');
    await sender
      .getByRole('article', { name: /^Offer/ })
      .getByText(partner.username)
      .waitFor();
    expect(await h.seriousA11yViolations(sender)).toEqual([]);
    await sender.getByRole('button', { name: 'Outgoing' }).click();
    await sender.getByRole('button', { name: 'History' }).click();
    await sender.getByRole('article').first().waitFor();
    await h.screenshot(sender, 'trades-history-1280');
    await sender.context().close();
  });
});

describe('blocking', () => {
  it('blocks a society from its profile: its offers are refused', async () => {
    const page = await h.signedInPage(partner, `/society/${encodeURIComponent(trader.username)}`);
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Block ${trader.username}?` })
      .getByRole('button', {
        name: `Block ${trader.username}`,
      })
      .click();
    await page.getByRole('button', { name: 'Unblock' }).waitFor();
    const [mine] = await held(trader);
    await expect(
      propose(trader, { to: partner.username, give: [mine!.hash], get: [] }),
    ).rejects.toThrow(/403|409|422|400/);
    // The block is kept: a fresh visit reads it from the server.
    await page.reload();
    await page.getByRole('button', { name: 'Unblock' }).waitFor();
    const blocked = await h.signedInPage(
      trader,
      `/society/${encodeURIComponent(partner.username)}`,
    );
    await blocked.getByText('This society does not accept offers from you.').waitFor();
    expect(await blocked.getByRole('button', { name: 'Propose a trade' }).isDisabled()).toBe(true);
    await blocked.context().close();
    await page.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('button', { name: 'Block', exact: true }).waitFor();
    await page.context().close();
  });
});
