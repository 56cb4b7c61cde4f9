import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the mail tests (smtp-server, from the nodemailer project) on a free
// loopback port: it receives what the sender really sends, and can refuse on demand.

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** While set, RCPT TO is answered with this (e.g. '451 try later'). */
  refuse: { code: number; message: string } | undefined;
  close(): Promise<void>;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = /^=([0-9A-F]{2})/i.exec(joined.slice(i, i + 3));
      if (hex) {
        bytes.push(parseInt(hex[1]!, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  return {
    headers: parseHeaders(raw.slice(0, end)),
    body: raw.slice(end).replace(/^\r?\n\r?\n/, ''),
  };
}

/** The text and HTML parts of a message (single part or multipart/alternative). */
function parseMail(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo'> {
  const { headers, body } = split(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const pieces = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const piece of pieces) {
    const part = split(piece.replace(/^\r?\n/, ''));
    const type = (part.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim();
    parts[type] = decodeBody(part.body, part.headers['content-transfer-encoding']);
  }
  return {
    headers,
    subject: headers.subject ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    raw,
  };
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const peer: SmtpPeer = { url: '', received, refuse: undefined, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!peer.refuse) return callback();
      callback(Object.assign(new Error(peer.refuse.message), { responseCode: peer.refuse.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          envelopeTo: envelope.rcptTo.map((to) => to.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  peer.url = `smtp://127.0.0.1:${port}`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}
