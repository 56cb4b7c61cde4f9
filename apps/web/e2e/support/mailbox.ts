import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Reads the mail a test server sent. Without SMTP_URL the server writes each mail as an .eml file
 * under `mail/` beside its database (within a few seconds of the event), where a test reads it as a
 * player would read the mail.
 */
export async function mailedMatch(
  databasePath: string,
  email: string,
  pattern: RegExp,
): Promise<string> {
  const dir = join(dirname(databasePath), 'mail');
  for (let i = 0; i < 300; i++) {
    for (const file of existsSync(dir) ? readdirSync(dir) : []) {
      const eml = readFileSync(join(dir, file), 'utf8');
      if (!eml.includes(`To: ${email}`)) continue;
      // Quoted-printable: soft line breaks and =XX escapes.
      const text = eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const match = pattern.exec(text)?.[1];
      if (match) return match;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${email} matching ${pattern}`);
}
