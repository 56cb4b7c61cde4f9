import { IMAGE_HEIGHT, IMAGE_WIDTH } from './card-svg.js';

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface SharePage {
  title: string;
  description: string;
  /** This page's absolute URL. */
  url: string;
  /** The share image's absolute URL. */
  image: string;
  imageAlt: string;
  /** The web app's page a person is sent on to (a path on this site). */
  target: string;
}

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#050816;
color:#e2e8f0;font-family:system-ui,sans-serif}main{max-width:40rem;padding:1.5rem;text-align:center}
img{width:100%;height:auto;border-radius:1rem}a{color:#a5b4fc}`;

/**
 * The page a share link opens: Open Graph and Twitter card tags for crawlers (which run no
 * scripts), and for a person a script (same origin, as the CSP asks) that moves on to the web app.
 */
export function sharePageHtml(page: SharePage): string {
  const e = escapeHtml;
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${e(String(value))}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(page.title)} · Orrery</title>
${meta('name', 'description', page.description)}
<link rel="canonical" href="${e(page.url)}">
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', 'Orrery')}
${meta('property', 'og:title', page.title)}
${meta('property', 'og:description', page.description)}
${meta('property', 'og:url', page.url)}
${meta('property', 'og:image', page.image)}
${meta('property', 'og:image:type', 'image/png')}
${meta('property', 'og:image:width', IMAGE_WIDTH)}
${meta('property', 'og:image:height', IMAGE_HEIGHT)}
${meta('property', 'og:image:alt', page.imageAlt)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', page.title)}
${meta('name', 'twitter:description', page.description)}
${meta('name', 'twitter:image', page.image)}
${meta('name', 'twitter:image:alt', page.imageAlt)}
${meta('name', 'orrery:target', page.target)}
<script src="/share/redirect.js" defer></script>
<style>${STYLE}</style>
</head>
<body>
<main>
<img src="${e(page.image)}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" alt="${e(page.imageAlt)}">
<h1>${e(page.title)}</h1>
<p>${e(page.description)}</p>
<p><a href="${e(page.target)}">Open in Orrery</a></p>
</main>
</body>
</html>
`;
}

/** A share link to something that is not there (or not public). */
export function notFoundHtml(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Not found · Orrery</title><style>${STYLE}</style></head>
<body><main><h1>Page Not Found</h1><p>Looks like you have drifted off course...</p>
<p><a href="/">Go Home</a></p></main></body>
</html>
`;
}

/** Sends a person on to the page the share page names: a path on this site, nothing else. */
export const REDIRECT_SCRIPT = `(() => {
  const target = document.querySelector('meta[name="orrery:target"]')?.content ?? '';
  if (target.startsWith('/') && !target.startsWith('//')) location.replace(target);
})();
`;
