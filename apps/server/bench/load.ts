import autocannon from 'autocannon';

export const CONNECTIONS = 10;

/**
 * Loads `paths`, taken in turn by all connections together (one shared cursor), so that a run asks
 * for each once before any repeats: for `seconds`, or for `amount` requests. Answers requests/s.
 */
export async function load(
  port: number,
  paths: string[],
  headers: Record<string, string>,
  until: { seconds: number } | { amount: number },
): Promise<number> {
  let cursor = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    ...('seconds' in until ? { duration: until.seconds } : { amount: until.amount }),
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request) => ({ ...request, path: paths[cursor++ % paths.length]! }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx and ${result.errors} errors at port ${port}`);
  }
  return result.requests.total / result.duration;
}
