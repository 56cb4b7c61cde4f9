/** Lets pending I/O and timers run between slices of long work. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
