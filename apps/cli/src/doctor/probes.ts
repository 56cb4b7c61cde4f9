import { hostname } from 'node:os';
import { converse } from './conversation.js';

// Some SMTP servers pause before greeting, to catch clients that talk first.
const TIMEOUT_MS = 10_000;

/** Where an SMTP reply ends: its last line is `NNN text` (earlier ones are `NNN-text`). */
function smtpReplyEnd(text: string): number | undefined {
  const last = /^\d{3}(?: [^\r\n]*)?\r?\n/m.exec(text);
  return last ? last.index + last[0].length : undefined;
}

/**
 * Connects to SMTP_URL's server and says EHLO, nothing more: no sign-in, no mail. Answers the
 * server's greeting line; throws what went wrong, in words an operator can act on.
 */
export async function smtpHello(smtpUrl: string): Promise<string> {
  const url = new URL(smtpUrl);
  const tls = url.protocol === 'smtps:';
  const port = url.port === '' ? (tls ? 465 : 587) : Number(url.port);
  const talk = await converse(url.hostname, port, tls, TIMEOUT_MS);
  try {
    const greeting = await talk.reply(smtpReplyEnd);
    if (!greeting.startsWith('220')) throw new Error(`greeted with "${greeting.trim()}"`);
    talk.send(`EHLO ${hostname() || 'localhost'}\r\n`);
    const hello = await talk.reply(smtpReplyEnd);
    if (!hello.startsWith('250')) throw new Error(`EHLO answered "${hello.trim()}"`);
    talk.send('QUIT\r\n');
    return greeting.trim().split(/\r?\n/)[0]!;
  } finally {
    talk.close();
  }
}

/** One Redis command in its wire form (an array of bulk strings). */
function command(...words: string[]): string {
  const parts = words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`);
  return `*${words.length}\r\n${parts.join('')}`;
}

const lineEnd = (text: string) => {
  const end = text.indexOf('\r\n');
  return end === -1 ? undefined : end + 2;
};

/** Signs in when REDIS_URL carries a password, then PING; throws Redis's refusal or silence. */
export async function redisPing(redisUrl: string): Promise<void> {
  const url = new URL(redisUrl);
  const tls = url.protocol === 'rediss:';
  const port = url.port === '' ? 6379 : Number(url.port);
  const talk = await converse(url.hostname, port, tls, TIMEOUT_MS);
  try {
    if (url.password !== '') {
      const user = decodeURIComponent(url.username);
      const password = decodeURIComponent(url.password);
      talk.send(user === '' ? command('AUTH', password) : command('AUTH', user, password));
      const auth = (await talk.reply(lineEnd)).trim();
      if (auth !== '+OK') throw new Error(`AUTH answered "${auth.replace(/^-/, '')}"`);
    }
    talk.send(command('PING'));
    const pong = (await talk.reply(lineEnd)).trim();
    if (pong !== '+PONG') throw new Error(`PING answered "${pong.replace(/^-/, '')}"`);
  } finally {
    talk.close();
  }
}
