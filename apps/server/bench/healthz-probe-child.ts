/**
 * The live-events bench's /healthz prober, in a process of its own: the bench's process reads
 * 10,000 streams and destroys them all at once, and its own stalls there are not the server's.
 * `{ start: url }` asks /healthz one call after another, a connection each (the server's count of
 * connections stays its streams' and this one); `stop` answers the latencies in ms, sorted.
 */
import { request } from 'node:http';

let probing = false;
let latencies: number[] = [];
let loop = Promise.resolve();

const once = (url: string) =>
  new Promise<void>((resolve, reject) => {
    request(`${url}/healthz`, { agent: false }, (response) => {
      response.resume();
      response.on('end', resolve);
    })
      .on('error', reject)
      .end();
  });

process.on('message', (message: { start?: string; stop?: true }) => {
  if (message.start !== undefined) {
    const url = message.start;
    probing = true;
    latencies = [];
    loop = (async () => {
      while (probing) {
        const started = performance.now();
        await once(url);
        latencies.push(performance.now() - started);
      }
    })();
    process.send!({});
  }
  if (message.stop) {
    probing = false;
    void loop.then(() => process.send!({ latencies: latencies.sort((a, b) => a - b) }));
  }
});
process.send!({});
