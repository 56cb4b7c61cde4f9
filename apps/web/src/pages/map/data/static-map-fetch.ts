/** What the static map's download worker sends the page: chunks, then the end or a failure. */
export type StaticMapMessage = { chunk: ArrayBuffer } | { done: true } | { error: string };

/**
 * The static map at `url` as a stream of its bytes, downloaded on a worker thread
 * (static-map-fetch.worker.ts) where the browser has workers; read on the page otherwise.
 */
export function staticMapStream(
  url: string,
  fetchHere: () => Promise<ReadableStream<Uint8Array>>,
): Promise<ReadableStream<Uint8Array>> {
  if (typeof Worker !== 'function') return fetchHere();
  const worker = new Worker(new URL('./static-map-fetch.worker.ts', import.meta.url), {
    type: 'module',
  });
  return Promise.resolve(
    new ReadableStream<Uint8Array>({
      start(controller) {
        const end = () => worker.terminate();
        worker.onmessage = ({ data }: MessageEvent<StaticMapMessage>) => {
          if ('chunk' in data) controller.enqueue(new Uint8Array(data.chunk));
          else if ('done' in data) {
            controller.close();
            end();
          } else {
            controller.error(new Error(data.error));
            end();
          }
        };
        worker.onerror = () => {
          controller.error(new Error('The static map could not be downloaded'));
          end();
        };
        worker.postMessage(new URL(url, location.href).href);
      },
      cancel: () => worker.terminate(),
    }),
  );
}
