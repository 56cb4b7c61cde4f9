import type { Send } from './transports.js';

export interface Player {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** Registers and signs in a fresh player through the API. */
export async function newPlayer(send: Send, name?: string): Promise<Player> {
  counter += 1;
  const username = name ?? `Society ${process.pid % 1000} ${counter}`;
  const email = `player${counter}-${process.pid}@example.com`;
  const password = 'correct horse battery';
  const registered = await send({
    method: 'POST',
    url: '/api/v1/auth/register',
    body: { username, suffix: 'League', email, password },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.text}`);
  const login = await send({
    method: 'POST',
    url: '/api/v1/auth/login',
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  const { token, user } = login.json();
  return { id: user.id, username, email, password, token };
}
