import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowNamedCollects } from './game-state.js';
import { copyDatabaseTemplate } from './global-setup.js';
import { startServer } from './server-process.js';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** The built server on its own copy of the seeded test galaxy, and its API as players use it. */
export interface GameServer {
  baseUrl: string;
  databasePath: string;
  /** Registers and logs in through the real API; unique e-mail per call. */
  createUser: (name?: string) => Promise<TestUser>;
  api: <T>(path: string, init?: { method?: string; body?: unknown; token?: string }) => Promise<T>;
  stop: () => Promise<void>;
}

let userCounter = 0;

/**
 * Starts the built server on a copy of `databaseTemplate` (global-setup.ts seeds it once per run;
 * seedDatabaseTemplate does the same outside vitest, for the benches).
 */
export async function startGameServer(databaseTemplate: string): Promise<GameServer> {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-e2e-'));
  const databasePath = join(dir, 'orrery.db');
  copyDatabaseTemplate(databaseTemplate, databasePath);
  // Tests name the systems they need (a moon, planets): a free targeted scan lets them.
  await allowNamedCollects(databasePath);
  const server = await startServer(databasePath);
  const { baseUrl } = server;

  async function api<T>(
    path: string,
    init: { method?: string; body?: unknown; token?: string } = {},
  ): Promise<T> {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const payload = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path} ${response.status}: ${JSON.stringify(payload)}`);
    return payload;
  }

  async function createUser(name = 'Explorer'): Promise<TestUser> {
    userCounter += 1;
    const username = `${name}${userCounter}`;
    const email = `${username.toLowerCase()}-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    await api('/auth/register', {
      method: 'POST',
      body: { username, suffix: '', email, password },
    });
    const { token } = await api<{ token: string }>('/auth/login', {
      method: 'POST',
      body: { email, password },
    });
    const me = await api<{ id: number }>('/auth/me', { token });
    return { id: me.id, username, email, password, token };
  }

  return {
    baseUrl,
    databasePath,
    createUser,
    api,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
