/// <reference lib="webworker" />
/**
 * Downloads the static map off the page's main thread (static-map-loader.ts reads what it sends).
 * Read on the page, a body this size (megabytes at 1,000,000 systems) held the main thread when
 * it finished, in the middle of the map's first frame: the browser buffers what the page has
 * not read yet. Here each chunk goes to the page as it arrives, its memory handed over, not copied.
 */
import type { StaticMapMessage } from './static-map-fetch.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async ({ data: url }: MessageEvent<string>) => {
  const send = (message: StaticMapMessage, transfer: Transferable[] = []) =>
    scope.postMessage(message, transfer);
  try {
    const response = await fetch(url);
    if (!response.ok || !response.body) {
      // The API's own words for a refusal ({ error }), as the page's client would show them.
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      throw new Error(
        typeof body?.error === 'string' ? body.error : `The static map answered ${response.status}`,
      );
    }
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // A chunk that views part of a larger buffer is copied, so that only its bytes move.
      const chunk =
        value.byteOffset === 0 && value.byteLength === value.buffer.byteLength
          ? value
          : value.slice();
      send({ chunk: chunk.buffer as ArrayBuffer }, [chunk.buffer as ArrayBuffer]);
    }
    send({ done: true });
  } catch (error) {
    send({ error: error instanceof Error ? error.message : String(error) });
  }
};
