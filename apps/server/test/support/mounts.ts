import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A mounted directory; `unmount` detaches it and removes the mount point. */
export interface Mount {
  dir: string;
  unmount(): void;
}

function mountPoint(): string {
  return mkdtempSync(join(tmpdir(), 'orrery-mount-'));
}

function detach(dir: string): () => void {
  return () => {
    // Lazy: a handle a failed test left open must not keep the mount (or the test) hanging.
    execFileSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A tmpfs of `size` (e.g. '8m'), or undefined where mounting is not allowed (not root). */
export function tryTmpfs(size: string): Mount | undefined {
  const dir = mountPoint();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return { dir, unmount: detach(dir) };
}

/** A read-only view of `source`, or undefined where mounting is not allowed. */
export function tryReadOnlyView(source: string): Mount | undefined {
  const dir = mountPoint();
  try {
    execFileSync('mount', ['--bind', source, dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  try {
    execFileSync('mount', ['-o', 'remount,bind,ro', dir], { stdio: 'ignore' });
  } catch {
    detach(dir)();
    return undefined;
  }
  return { dir, unmount: detach(dir) };
}

/** Whether this process may mount file systems (root on Linux); probed once. */
export const canMount: boolean = (() => {
  const probe = tryTmpfs('1m');
  probe?.unmount();
  return probe !== undefined;
})();

export const NEEDS_ROOT = 'mounting a tmpfs or a read-only view needs root; run the tests as root';
