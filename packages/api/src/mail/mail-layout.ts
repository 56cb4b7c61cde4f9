// One look for every mail: plain text for any client, and HTML in Orrery's colours (the web's
// space-950 background, a space-800 panel, the glow accent) with inline styles, as mail clients
// ignore style sheets.

/** What a mail says, before it is laid out. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Lines shown as a list (achievements, discoveries). */
  items?: string[];
  /** The one thing to do, as a button. */
  action?: { label: string; url: string };
  /** Closing lines, smaller. */
  notes?: string[];
  /** For mail a player can switch off: where to, and what. */
  unsubscribe?: { url: string; what: string; settingsUrl: string };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function mailText(content: MailContent): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.items?.length) lines.push(...content.items.map((item) => `  • ${item}`), '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const note of content.notes ?? []) lines.push(note, '');
  lines.push('— Orrery');
  if (content.unsubscribe) {
    const { url, what, settingsUrl } = content.unsubscribe;
    lines.push('', `You receive this because ${what} is on in your settings.`);
    lines.push(`Unsubscribe from these e-mails: ${url}`, `All e-mail settings: ${settingsUrl}`);
  }
  return `${lines.join('\n')}\n`;
}

const P = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#e2e8f0';
const SMALL = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#94a3b8';

export function mailHtml(content: MailContent): string {
  const body: string[] = [
    `<h1 style="margin:0 0 16px;font-size:24px;font-weight:600;color:#ffffff">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => `<p style="${P}">${escapeHtml(p)}</p>`),
  ];
  if (content.items?.length) {
    body.push(
      `<ul style="margin:0 0 16px;padding-left:20px;color:#e2e8f0;font-size:16px;line-height:1.6">${content.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`,
    );
  }
  if (content.action) {
    body.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#7dd3fc;color:#03050d;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
    );
  }
  for (const note of content.notes ?? []) body.push(`<p style="${SMALL}">${escapeHtml(note)}</p>`);
  const footer: string[] = [];
  if (content.unsubscribe) {
    const { url, what, settingsUrl } = content.unsubscribe;
    footer.push(
      `You receive this because ${escapeHtml(what)} is on in your settings. <a href="${escapeHtml(url)}" style="color:#7dd3fc">Unsubscribe</a> · <a href="${escapeHtml(settingsUrl)}" style="color:#7dd3fc">All e-mail settings</a>`,
    );
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="dark"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#03050d;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#03050d"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;font-size:20px;font-weight:700;letter-spacing:0.08em;color:#7dd3fc">✦ ORRERY</td></tr>
<tr><td style="padding:28px;border:1px solid #ffffff1a;border-radius:12px;background:#0d1430">
${body.join('\n')}
</td></tr>
<tr><td style="padding:16px 4px 0;font-size:12px;line-height:1.5;color:#64748b">${footer.join('<br>')}</td></tr>
</table></td></tr></table>
</body></html>
`;
}
