/**
 * One leader among a browser's tabs, through the Web Locks API: every tab asks for the same lock;
 * the holder leads until it closes (the browser releases a closed tab's locks) or resigns, and
 * the next tab in the queue takes over.
 */

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockRequester {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

export interface Candidacy {
  /** true while this tab holds the lock */
  readonly leading: boolean;
  /** Leaves the queue, or gives the lead up to the next tab. */
  withdraw(): void;
}

/** Queues this tab for the lead; `onLead` runs once it holds the lock. */
export function standForLeader(locks: LockRequester, name: string, onLead: () => void): Candidacy {
  const queue = new AbortController();
  let release: (() => void) | null = null;
  let withdrawn = false;
  locks
    .request(name, { signal: queue.signal }, () => {
      if (withdrawn) return Promise.resolve();
      return new Promise<void>((resolve) => {
        release = resolve;
        onLead();
      });
    })
    .catch(() => {
      // Withdrawn while queued (AbortError): nothing to do.
    });
  return {
    get leading() {
      return release !== null;
    },
    withdraw() {
      withdrawn = true;
      if (release) {
        release();
        release = null;
      } else queue.abort();
    },
  };
}
