/**
 * Lighthouse on the landing, login, dashboard and collection pages, mobile and desktop:
 * every category's score and the layout shift (CLS). Runs the built server on a throw-away SQLite
 * galaxy and audits each page in headless Chromium: the landing and login pages signed out, then the
 * dashboard and collection of a player with a system collected (the session keys the app keeps in
 * localStorage, set once in the browser's profile, which Lighthouse is told to keep). Goal: every category ≥ 95 except performance (a shared machine), CLS ≤
 * 0.1; the run fails when one is missed.
 *
 * Run: npm run bench:lighthouse -w @orrery/web (after `npm run build`)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';
import { freePort } from '../e2e/support/free-port.js';
import { startGameServer } from '../e2e/support/game-server.js';
import { seedDatabaseTemplate } from '../e2e/support/global-setup.js';
import {
  atLeast,
  atMost,
  measured,
  writeBenchResult,
  type Figures,
} from '../../../bench/results.js';

/** Signed out: the landing and login pages; signed in: the dashboard and the collection. */
const SIGNED_OUT_PAGES = ['/', '/login'];
const SIGNED_IN_PAGES = ['/dashboard', '/collection'];
const FORM_FACTORS = ['mobile', 'desktop'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = 95;
const MAX_CLS = 0.1;

// As in the browser tests: the built server on a throw-away galaxy, players made through the API.
const template = await seedDatabaseTemplate();
const h = await startGameServer(template.path);
const dir = mkdtempSync(join(tmpdir(), 'orrery-lighthouse-'));
const port = await freePort();
const browser = await chromium.launchPersistentContext(dir, {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});

/** A player with a system collected, signed in in the browser's profile. */
async function signIn(): Promise<void> {
  const user = await h.createUser('Keeper');
  // A first collect may take any undiscovered system.
  const map =
    await h.api<{ hash: string; discoveredById: number | null }[]>('/solar/solarsystems/map');
  const first = map.find((s) => s.discoveredById === null);
  if (!first) throw new Error('the galaxy has nothing left to collect');
  await h.api(`/solar/collect/${first.hash}`, { method: 'POST', token: user.token });
  const profile = await h.api<unknown>('/auth/me', { token: user.token });
  const page = await browser.newPage();
  await page.goto(`${h.baseUrl}/robots.txt`);
  await page.evaluate(
    ([jwt, stored]) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', stored);
    },
    [user.token, JSON.stringify(profile)] as const,
  );
  await page.close();
}

interface Row {
  page: string;
  formFactor: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
}

async function audit(path: string, formFactor: Row['formFactor']): Promise<Row> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: [...CATEGORIES],
  };
  const result = await lighthouse(
    `${h.baseUrl}${path}`,
    flags,
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const lhr: Result = result.lhr;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Row['scores'];
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  if (cls > MAX_CLS) {
    // What moved, so a miss can be fixed without a second run.
    const items =
      (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string } }[] })
        ?.items ?? [];
    console.log(`  shifted: ${items.map((item) => item.node?.selector ?? '?').join('; ')}`);
  }
  return { page: path, formFactor, scores, cls };
}

const rows: Row[] = [];

async function auditEach(paths: string[]): Promise<void> {
  for (const formFactor of FORM_FACTORS) {
    for (const path of paths) {
      const row = await audit(path, formFactor);
      rows.push(row);
      const scores = CATEGORIES.map((id) => `${id} ${row.scores[id]}`).join(', ');
      console.log(`lighthouse ${formFactor} ${path}: ${scores}, CLS ${row.cls.toFixed(3)}`);
    }
  }
}

try {
  await auditEach(SIGNED_OUT_PAGES);
  await signIn();
  await auditEach(SIGNED_IN_PAGES);
} finally {
  await browser.close();
  await h.stop();
  template.remove();
  rmSync(dir, { recursive: true, force: true });
}

const figures: Figures = {};
for (const row of rows) {
  const at = `${row.formFactor} ${row.page}`;
  for (const id of CATEGORIES) {
    figures[`${at} ${id}`] =
      id === 'performance'
        ? measured(row.scores[id], 'score')
        : atLeast(row.scores[id], 'score', MIN_SCORE);
  }
  figures[`${at} CLS`] = atMost(row.cls, 'CLS', MAX_CLS);
}
writeBenchResult('web-lighthouse', figures);

const misses = rows.flatMap((row) => [
  ...CATEGORIES.filter((id) => id !== 'performance' && row.scores[id] < MIN_SCORE).map(
    (id) => `${row.formFactor} ${row.page} ${id} ${row.scores[id]} < ${MIN_SCORE}`,
  ),
  ...(row.cls > MAX_CLS
    ? [`${row.formFactor} ${row.page} CLS ${row.cls.toFixed(3)} > ${MAX_CLS}`]
    : []),
]);
if (misses.length > 0) {
  console.log(`lighthouse goals missed: ${misses.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log(`lighthouse: every category ≥ ${MIN_SCORE} except performance, CLS ≤ ${MAX_CLS}`);
}
