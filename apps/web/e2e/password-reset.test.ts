import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness } from './support/harness.js';
import { mailedMatch } from './support/mailbox.js';

// Forgot password end to end, the link read from the mail the server wrote (support/mailbox.ts).

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The reset token mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  return decodeURIComponent(
    await mailedMatch(h.databasePath, email, /reset-password\?token=([\w%-]+)/),
  );
}

describe('forgot password', () => {
  it('is linked from sign-in, and says the same for any address', async () => {
    const user = await h.createUser('Forgetful');
    const page = await h.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const status = page.getByRole('status');
    await status.waitFor();
    const known = await status.textContent();
    expect(known).toContain('If an account uses this address');
    await h.screenshot(page, 'forgot-password-1280');

    const other = await h.newPage({ viewport: PHONE });
    await other.goto('/forgot-password');
    await other.getByLabel('Email').fill('nobody-at-all@example.com');
    await other.getByRole('button', { name: 'Send Reset Link' }).click();
    await other.getByRole('status').waitFor();
    expect(await other.getByRole('status').textContent()).toBe(known);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.context().close();
    await other.context().close();
  });
});

describe('reset password', () => {
  it('sets a new password from the mailed link, once, and signs every session out', async () => {
    const user = await h.createUser('Resetter');
    await h.api('/auth/forgot-password', { method: 'POST', body: { email: user.email } });
    const token = await mailedToken(user.email);

    const page = await h.newPage();
    await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await page.getByLabel('New password').getAttribute('aria-invalid')).toBe('true');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'reset-password-1280');

    await page.getByLabel('New password').fill('a-whole-new-secret');
    await page.getByLabel('Confirm password').fill('a-whole-new-secret');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been reset').waitFor();

    // The old session ended; the new password signs in.
    await expect(h.api('/auth/me', { token: user.token })).rejects.toThrow(/401/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('a-whole-new-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The link worked once.
    const again = await h.newPage();
    await again.goto(`/reset-password?token=${encodeURIComponent(token)}`);
    await again.getByLabel('New password').fill('yet-another-secret');
    await again.getByLabel('Confirm password').fill('yet-another-secret');
    await again.getByRole('button', { name: 'Set New Password' }).click();
    await again
      .getByRole('alert')
      .getByText(/not valid or has expired/)
      .waitFor();
    await again.getByRole('link', { name: 'Send a New Link' }).click();
    await again.waitForURL('**/forgot-password');
    await page.context().close();
    await again.context().close();
  });

  it('says at once that a link without a token cannot be used', async () => {
    const page = await h.newPage({ viewport: PHONE });
    await page.goto('/reset-password');
    await page
      .getByRole('alert')
      .getByText(/not valid or has expired/)
      .waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
    await page.context().close();
  });
});
