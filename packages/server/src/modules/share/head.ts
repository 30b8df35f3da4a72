// Tags the server writes into index.html's head for a storefront page: escaped text, and
// preloads that let a phone fetch a page's data and main picture together with the JavaScript
// instead of after it (the page's largest paint waits for both).
import { escapeHtml } from '@feria/domain/rules/escape-html';
import { uploadSrcSet } from '@feria/domain/rules/pictures';
import { CODE_AFTER_PAINT } from '@feria/views/page-files.ts';

/**
 * Preload of a page's main picture. `sizes` must equal the `sizes` of the <img> the page renders,
 * or the browser preloads one width and then downloads another.
 */
export function imagePreload(url: string, sizes: string): string {
  const srcset = uploadSrcSet(url);
  const set = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${set} fetchpriority="high" />`;
}

/**
 * Preload of an API answer the page asks for at start. `crossorigin="anonymous"` on our own
 * origin matches what RTK Query's fetch sends (mode cors, credentials same-origin, cookies
 * included), so the browser hands the preloaded answer to that fetch.
 */
export function fetchPreload(path: string): string {
  return `<link rel="preload" as="fetch" href="${escapeHtml(path)}" crossorigin="anonymous" />`;
}

/** The code of a lazily loaded page, fetched with the main script (see page-code.ts). */
export function modulePreload(file: string): string {
  return `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`;
}

/**
 * What the server writes into a page: head tags, and optionally the page's first screen, HTML
 * painted before the JavaScript arrives (React then draws the same and replaces it).
 */
export type Head = { title?: string; description?: string; tags: string[]; firstScreen?: string };

/** Where index.html takes a page's first screen: inside #root, after the static header. */
const FIRST_SCREEN = '<!--first-screen-->';

/** index.html's main script and the chunks it preloads, as Vite writes them (and modulePreload). */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

/**
 * index.html with a page's first screen. Its code is then fetched only once that screen is on
 * screen (web public/code-after-paint.js): the browser paints the page without it, and on a
 * phone's connection the picture and the data the page preloads have the bandwidth to themselves.
 */
function withFirstScreen(html: string, firstScreen: string): string {
  const painted = html.replace(FIRST_SCREEN, () => firstScreen);
  const entry = ENTRY.exec(painted)?.[1];
  if (!entry) return painted;
  const modules = [...painted.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader =
    `<script defer src="${CODE_AFTER_PAINT}" data-entry="${escapeHtml(entry)}"` +
    ` data-modules="${escapeHtml(modules.join(' '))}"></script>`;
  return painted
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  ${loader}\n  </head>`);
}

const meta = (attr: 'property' | 'name', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;

/** What a link pasted in WhatsApp or a social network shows: a page's card. */
export type ShareCard = {
  type: 'product' | 'profile';
  siteName: string;
  pageUrl: string;
  title: string;
  description: string;
  /** An absolute picture address and its alt text. */
  image?: { url: string; alt: string };
  /** More Open Graph properties (a product's price). */
  extra?: [key: string, value: string][];
};

/** The Open Graph and Twitter tags of a shared page, and its canonical address; all escaped. */
export function shareTags(card: ShareCard): string[] {
  const tags = [
    meta('property', 'og:type', card.type),
    meta('property', 'og:site_name', card.siteName),
    meta('property', 'og:locale', 'es_AR'),
    meta('property', 'og:url', card.pageUrl),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    ...(card.extra ?? []).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
  ];
  if (card.image) {
    tags.push(
      meta('property', 'og:image', card.image.url),
      meta('property', 'og:image:alt', card.image.alt),
      meta('name', 'twitter:image', card.image.url),
    );
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(card.pageUrl)}" />`);
  return tags;
}

/** index.html with a page's title, description and extra tags in its head. */
export function withHead(html: string, head: Head): string {
  let out = html;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    const existing = /<title>[^<]*<\/title>/;
    out = existing.test(out)
      ? out.replace(existing, () => title)
      : out.replace('</head>', () => `${title}\n</head>`);
  }
  if (head.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    const existing = /<meta name="description"[^>]*>/;
    out = existing.test(out)
      ? out.replace(existing, () => meta)
      : out.replace('</head>', () => `${meta}\n</head>`);
  }
  const tags = head.tags.join('\n    ');
  out = out.includes('<!--og-->')
    ? out.replace('<!--og-->', () => tags)
    : out.replace('</head>', () => `${tags}\n</head>`);
  return head.firstScreen ? withFirstScreen(out, head.firstScreen) : out;
}
