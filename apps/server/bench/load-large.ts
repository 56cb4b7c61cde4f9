import { Agent, request } from 'node:http';

/**
 * Answers/s for one large body asked over `connections` kept-alive connections for `seconds`,
 * its bytes read and dropped: autocannon parses a body in JavaScript, which makes the client
 * the bottleneck at tens of megabytes an answer.
 */
export async function loadLarge(
  port: number,
  path: string,
  headers: Record<string, string>,
  { seconds, connections = 4 }: { seconds: number; connections?: number },
): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const until = started + seconds * 1000;
  let answers = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
        response.on('end', resolve).on('error', reject).resume();
      })
        .on('error', reject)
        .end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        await one();
        answers++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return answers / elapsed;
}
