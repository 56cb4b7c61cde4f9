import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Bars } from './bars.js';
import { ProgressBar } from '../shell/progress-bar.js';
import { progressFigures, progressText, type ProgressState } from '../shell/progress-line.js';
import { Table } from './table.js';

const plain = (frame: string | undefined) => stripVTControlCharacters(frame ?? '');

describe('Table', () => {
  it('pads every column to its widest cell and right-aligns numbers', () => {
    const { lastFrame } = render(
      <Table
        columns={[{ header: 'Tier' }, { header: 'Count', align: 'right' }]}
        rows={[
          ['COMMON', '1200'],
          ['LEGENDARY', '7'],
        ]}
      />,
    );
    expect(plain(lastFrame()).split('\n')).toEqual([
      'Tier       Count',
      'COMMON      1200',
      'LEGENDARY      7',
    ]);
  });
});

describe('Bars', () => {
  it('draws bars proportional to the share, with counts and percentages', () => {
    const { lastFrame } = render(
      <Bars
        title="Rarity"
        width={10}
        items={[
          { label: 'COMMON', count: 3 },
          { label: 'RARE', count: 1 },
        ]}
      />,
    );
    const lines = plain(lastFrame()).split('\n');
    expect(lines[0]).toBe('Rarity');
    expect(lines[1]).toBe('COMMON ████████   3  75.0%');
    expect(lines[2]).toBe('RARE   ███        1  25.0%');
  });

  it('draws empty bars and 0.0% when everything is zero', () => {
    const { lastFrame } = render(<Bars title="Empty" items={[{ label: 'A', count: 0 }]} />);
    expect(plain(lastFrame())).toContain('A  ');
    expect(plain(lastFrame())).toContain('0   0.0%');
    expect(plain(lastFrame())).not.toContain('█');
  });
});

describe('ProgressBar', () => {
  it('shows share, counts, systems per second and the time left', () => {
    const { lastFrame } = render(
      <ProgressBar label="Seeding" done={500} total={2000} elapsedMs={250} width={8} />,
    );
    expect(plain(lastFrame())).toBe(
      'Seeding [██░░░░░░]  25% 500/2,000 · 2,000 systems/s · ETA 750ms',
    );
  });

  it('says done when the work is complete', () => {
    const { lastFrame } = render(
      <ProgressBar label="Seeding" done={10} total={10} elapsedMs={2000} width={4} />,
    );
    expect(plain(lastFrame())).toBe('Seeding [████] 100% 10/10 · 5 systems/s · done');
  });

  it('writes, as plain text without Ink, exactly the line Ink draws', () => {
    const states: ProgressState[] = [
      { label: 'Seeding', done: 0, total: 2000, elapsedMs: 0 },
      { label: 'Seeding', done: 1234, total: 2000, elapsedMs: 987, width: 12 },
      { label: 'Simulating', done: 30, total: 30, elapsedMs: 4500, unit: 'days', width: 10 },
      { label: 'Counting', done: 0, total: 0, elapsedMs: 5 },
    ];
    for (const state of states) {
      expect(progressText(state)).toBe(plain(render(<ProgressBar {...state} />).lastFrame()));
    }
    expect(progressText(states[1]!)).toBe(
      'Seeding [███████░░░░░]  61% 1,234/2,000 · 1,250 systems/s · ETA 613ms',
    );
  });

  it('has no rate before any time has passed', () => {
    expect(progressFigures(0, 100, 0)).toEqual({ perSecond: undefined, etaMs: undefined });
    expect(progressFigures(50, 100, 1000)).toEqual({ perSecond: 50, etaMs: 1000 });
  });
});
