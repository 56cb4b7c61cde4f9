import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BINARY = fileURLToPath(new URL('../dist/bin/orrery.js', import.meta.url));
