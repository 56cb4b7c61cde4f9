import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Periodic } from './periodic.js';

function recordingLog() {
  const warnings: string[] = [];
  const log = { warn: (_fields: unknown, message: string) => warnings.push(message) };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
};

describe('Periodic', () => {
  it('runs at once, then again after each run, and keeps going after a run that throws', async () => {
    const { log, warnings } = recordingLog();
    let runs = 0;
    const periodic = new Periodic(
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('boom');
      },
      1,
      log,
      'the task failed',
    );
    periodic.start();
    await until(() => runs >= 4);
    await periodic.stop();
    expect(warnings).toEqual(['the task failed']);
  });

  it('never runs two at once, and stop waits for the run in progress and starts no other', async () => {
    const { log } = recordingLog();
    let inFlight = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const periodic = new Periodic(
      async () => {
        runs += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => (release = resolve));
        inFlight -= 1;
      },
      0,
      log,
      'the task failed',
    );
    periodic.start();
    await until(() => runs === 1);
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect({ runs, most, inFlight }).toEqual({ runs: 1, most: 1, inFlight: 0 });
  });
});
