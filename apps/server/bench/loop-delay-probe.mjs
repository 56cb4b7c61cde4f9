// Preloaded into the benched server (node --import): measures the main thread's event-loop delay
// with perf_hooks and writes the worst and the 99th percentile (ms) since the last SIGUSR2 to the
// file named by LOOP_DELAY_FILE, twice a second. The server's own code is not touched.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LOOP_DELAY_FILE;
// Worker threads inherit `--import`, but their loops are not the server's (a search worker is meant
// to block on a long search), SIGUSR2 never reaches them, and their writes to the same file would
// pass off their own worst delay as the server's, window after window.
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => histogram.reset());
  const write = () =>
    writeFileSync(
      file,
      JSON.stringify({
        maxMs: histogram.max / 1e6,
        p99Ms: histogram.percentile(99) / 1e6,
        samples: histogram.count,
      }),
    );
  setInterval(write, 500).unref();
}
