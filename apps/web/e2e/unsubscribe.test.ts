import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';
import { mailedMatch } from './support/mailbox.js';

// The "Unsubscribe" link of a real mail: a player's first collect earns an achievement, whose mail
// carries a signed link to /unsubscribe; opening it changes nothing, its button turns the mail off.

let h: Harness;
let user: TestUser;
let link: string;

interface Preference {
  emailType: string;
  enabled: boolean;
}

async function achievementMailEnabled(): Promise<boolean> {
  const preferences = await h.api<Preference[]>('/email-preferences', { token: user.token });
  return preferences.find((p) => p.emailType === 'achievement-unlocked')!.enabled;
}

beforeAll(async () => {
  h = await startHarness();
  user = await h.createUser('Subscriber');
  const page = await h.signedInPage(user, '/dashboard');
  await page.getByRole('button', { name: 'Collect New System' }).click();
  await page.getByRole('heading', { name: /New system discovered/ }).waitFor();
  await page.context().close();
  link = await mailedMatch(
    h.databasePath,
    user.email,
    /(\/unsubscribe\?user=\d+&type=achievement-unlocked&sig=[\w.%-]+)/,
  );
});
afterAll(async () => {
  await h?.close();
});

describe('unsubscribe from a mail', () => {
  it('asks first (opening the link changes nothing), then turns that mail off', async () => {
    const page = await h.newPage({ viewport: PHONE });
    await page.goto(link);
    await page.getByText('Stop receiving “Achievement unlocked” e-mails?').waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'unsubscribe-375');
    await page.reload();
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    expect(await achievementMailEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page
      .getByRole('status')
      .getByText('Unsubscribed: you will no longer receive “Achievement unlocked” e-mails.')
      .waitFor();
    expect(await achievementMailEnabled()).toBe(false);
    await page.getByRole('link', { name: 'Settings' }).waitFor();
    await page.context().close();
  });

  it('refuses a link whose signature was changed, and changes nothing', async () => {
    await h.api('/email-preferences', {
      method: 'PUT',
      token: user.token,
      body: { preferences: [{ emailType: 'achievement-unlocked', enabled: true }] },
    });
    const page = await h.newPage();
    await page.goto(link.replace(/sig=[\w.%-]+/, 'sig=forged'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alert').getByText('This unsubscribe link is not valid').waitFor();
    expect(await achievementMailEnabled()).toBe(true);
    await page.context().close();
  });
});
