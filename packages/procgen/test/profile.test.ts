import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/profile/sha256.js';
import {
  canonicalProfileJson,
  DEFAULT_GENERATION_PROFILE,
  defaultGenerationProfile,
  generateSystem,
  GENERATOR_VERSIONS,
  PARAMETERS,
  parseGenerationProfile,
  parseGenerationProfileJson,
  profileDigest,
  summaries,
  valueAt,
} from '../src/index.js';
import type { GenerationProfile, SystemSummary } from '../src/index.js';

const SAMPLE = Array.from({ length: 400 }, (_, i) => i * 25);

function parsed(input: unknown): GenerationProfile {
  const result = parseGenerationProfile(input);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.profile;
}

describe.each(GENERATOR_VERSIONS)('the default profile of version %i', (generatorVersion) => {
  const galaxy = { seed: 'profiles', size: 10_000, generatorVersion };

  it('generates exactly the bytes of a galaxy without a profile', () => {
    const given = { ...galaxy, profile: defaultGenerationProfile() };
    const empty = { ...galaxy, profile: parsed({}) };
    for (const i of SAMPLE) {
      const bytes = JSON.stringify(generateSystem(galaxy, i));
      expect(JSON.stringify(generateSystem(given, i))).toBe(bytes);
      expect(JSON.stringify(generateSystem(empty, i))).toBe(bytes);
    }
  });
});

describe('profile parsing', () => {
  it('fills what a profile leaves out with the defaults', () => {
    const profile = parsed({ habitableBias: 2, galaxy: { arms: 2 } });
    expect(profile.habitableBias).toBe(2);
    expect(profile.galaxy.arms).toBe(2);
    expect(profile.galaxy.pitch).toBe(DEFAULT_GENERATION_PROFILE.galaxy.pitch);
    for (const p of PARAMETERS) {
      if (p.key !== 'habitableBias' && p.key !== 'galaxy.arms') {
        expect(valueAt(profile, p.key), p.key).toBe(p.default);
      }
    }
  });

  it('keeps every default inside its own bounds', () => {
    for (const p of PARAMETERS) {
      expect(p.default, p.key).toBeGreaterThanOrEqual(p.min);
      expect(p.default, p.key).toBeLessThanOrEqual(p.max);
    }
  });

  it('refuses each problem on its own line, naming the key', () => {
    const result = parseGenerationProfile({
      starKind: { neutron: 0.1 },
      multiplicity: { base: 1.5, colour: 2 },
      moons: { 'gas-giant': 2.5 },
      mainSequenceClasses: { M: 'many' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(5);
    expect(result.problems).toContain('starKind: unknown key');
    expect(result.problems).toContain('multiplicity.colour: unknown key');
    expect(result.problems.find((p) => p.startsWith('multiplicity.base: '))).toMatch(/0 to 1/);
    expect(result.problems.find((p) => p.startsWith('moons.gas-giant: '))).toMatch(/whole/);
    expect(result.problems).toContain('mainSequenceClasses.M: must be a number');
  });

  it('refuses weights that do not sum, per group', () => {
    const result = parseGenerationProfile({
      mainSequenceClasses: { M: 90 },
      galaxy: { components: { bar: 0 } },
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'mainSequenceClasses: weights sum to 113.43, not 100 (±1)',
        'galaxy.components: weights sum to 0.88, not 1 (±0.01)',
      ],
    });
  });

  it('refuses text that is not JSON, and JSON that is not an object', () => {
    expect(parseGenerationProfileJson('{').ok).toBe(false);
    expect(parseGenerationProfileJson('[1]')).toEqual({
      ok: false,
      problems: ['profile: must be an object'],
    });
  });

  it('digests the values, not the order a file lists them in', () => {
    const a = parsed({ habitableBias: 2, galaxy: { arms: 3 } });
    const b = parsed({ galaxy: { arms: 3 }, habitableBias: 2 });
    expect(profileDigest(a)).toBe(profileDigest(b));
    expect(profileDigest(a)).not.toBe(profileDigest(DEFAULT_GENERATION_PROFILE));
    expect(profileDigest(DEFAULT_GENERATION_PROFILE)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('digests with SHA-256, as node:crypto does', () => {
    const json = canonicalProfileJson(parsed({ galaxy: { arms: 3 } }));
    for (const text of ['', 'abc', 'é☉'.repeat(40), json]) {
      const expected = createHash('sha256').update(text).digest('hex');
      expect(sha256Hex(text)).toBe(expected);
    }
    expect(profileDigest(parsed({ galaxy: { arms: 3 } }))).toBe(
      createHash('sha256').update(json).digest('hex'),
    );
  });
});

/** Percent of the summaries for which `pick` is true. */
function share(all: readonly SystemSummary[], pick: (s: SystemSummary) => boolean): number {
  return (100 * all.filter(pick).length) / all.length;
}

describe('a changed profile', () => {
  const base = { seed: 'profiles', size: 20_000, generatorVersion: 2 as const };
  const before = [...summaries(base)];

  it('makes more M dwarfs when M weighs more', () => {
    const profile = parsed({
      mainSequenceClasses: { M: 95, K: 3, G: 1.3, F: 0.6, A: 0.07, B: 0.03, O: 0 },
    });
    const after = [...summaries({ ...base, profile })];
    const isM = (s: SystemSummary) => s.firstStarClass === 'M';
    expect(share(after, isM)).toBeGreaterThan(share(before, isM) + 10);
    expect(share(after, (s) => s.firstStarClass === 'G')).toBeLessThan(
      share(before, (s) => s.firstStarClass === 'G'),
    );
  });

  it('makes more multiple systems, and more planets, where it says so', () => {
    const profile = parsed({
      multiplicity: { base: 0.9 },
      planetOccurrence: { 'main-sequence': 0.9, 'red-dwarf': 0.9 },
    });
    const after = [...summaries({ ...base, profile })];
    const multiple = (s: SystemSummary) => s.starCount > 1;
    expect(share(after, multiple)).toBeGreaterThan(share(before, multiple) + 15);
    const withPlanets = (s: SystemSummary) => s.planetCount > 0;
    expect(share(after, withPlanets)).toBeGreaterThan(share(before, withPlanets) + 20);
  });

  it('puts the systems of a two-armed galaxy only in the first two arms', () => {
    const profile = parsed({ galaxy: { arms: 2 } });
    const sectors = new Set([...summaries({ ...base, profile })].map((s) => s.sector));
    expect([...sectors].some((s) => s.startsWith('Scutum') || s.startsWith('Carina'))).toBe(false);
    expect([...sectors].some((s) => s.startsWith('Perseus'))).toBe(true);
  });

  it('gives byte-identical systems in another process', () => {
    const json = JSON.stringify({ mainSequenceClasses: { M: 86.45, K: 2.1 }, galaxy: { arms: 3 } });
    const galaxy = { ...base, profile: parsed(JSON.parse(json)) };
    const indices = [0, 1, 77, 4_242, 19_999];
    const mine = JSON.stringify(indices.map((i) => generateSystem(galaxy, i)));
    expect(mine).not.toBe(JSON.stringify(indices.map((i) => generateSystem(base, i))));
    const script = fileURLToPath(new URL('./print-systems.ts', import.meta.url));
    const output = execFileSync(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', script, '2', base.seed, String(base.size)].concat(
        indices.map(String),
      ),
      {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        encoding: 'utf8',
        env: { ...process.env, PROFILE_JSON: json },
      },
    );
    expect(output).toBe(mine);
  }, 60_000);
});
