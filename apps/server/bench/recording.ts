import { request } from 'node:http';

export interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers that belong to one response or connection, not to what is answered: not replayed. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * One raw response, as the load sees it: node:http, because fetch() would ask for compression and
 * decode the body. Everything but NOT_REPLAYED is kept (content-length included), so the bare
 * server answers the same status line, headers and body bytes.
 */
export function recordOne(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<Recorded> {
  return new Promise<Recorded>((resolveRecorded, reject) => {
    request(baseUrl + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept = Object.entries(response.headers).filter(([name]) => !NOT_REPLAYED.has(name));
        resolveRecorded({
          status: response.statusCode!,
          headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** What the server answers for each path, a few requests in flight at a time. */
export async function record(
  baseUrl: string,
  paths: string[],
  headers: Record<string, string>,
): Promise<Record<string, Recorded>> {
  const recorded: Record<string, Recorded> = {};
  const inFlight = 8;
  for (let start = 0; start < paths.length; start += inFlight) {
    await Promise.all(
      paths.slice(start, start + inFlight).map(async (path) => {
        recorded[path] = await recordOne(baseUrl, path, headers);
      }),
    );
  }
  return recorded;
}
