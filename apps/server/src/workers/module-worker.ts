import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the module at `moduleUrl` (a sibling of the caller's file). The built
 * server runs its compiled JavaScript; tests run the TypeScript source, which Node cannot load
 * alone: there an evaluated bootstrap registers tsx first, and the workspaces resolve to their
 * source (the `source` condition), as in the test process itself.
 */
export function startModuleWorker(moduleUrl: URL, workerData: unknown): Worker {
  if (!moduleUrl.pathname.endsWith('.ts')) return new Worker(moduleUrl, { workerData });
  // The bare name resolves from the working directory: the repository's, where tests run.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => {
    register();
    return import(${JSON.stringify(moduleUrl.href)});
  })`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: ['--conditions=source'] });
}

/** `name.js` beside the calling module, or `name.ts` when the caller runs from source. */
export function siblingModule(callerUrl: string, name: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}
