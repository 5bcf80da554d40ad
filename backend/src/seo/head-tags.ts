import escapeHtml from 'escape-html';
import { Preload } from './storefront-page';

type Attrs = Record<string, string | boolean | undefined>;

/** One void head element (`<meta>`, `<link>`) with escaped attribute values; false/undefined attributes are left out. */
export function tag(name: 'meta' | 'link', attrs: Attrs): string {
  const parts = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? k : `${k}="${escapeHtml(String(v))}"`));
  return `<${name} ${parts.join(' ')}>`;
}

/** A preload's attributes but its address, as its `<link>` and its `Link` header both name them. */
function preloadAttributes(p: Preload): Attrs {
  return {
    rel: p.rel ?? 'preload',
    as: p.as,
    type: p.type,
    fetchpriority: p.fetchpriority,
    imagesrcset: p.imagesrcset,
    imagesizes: p.imagesizes,
    // Module scripts are fetched in CORS mode: the preload must match to be used.
    crossorigin: p.crossorigin || p.rel === 'modulepreload' ? 'anonymous' : undefined,
  };
}

export function preloadTag(p: Preload): string {
  const { rel, ...rest } = preloadAttributes(p);
  return tag('link', { rel, href: p.href, ...rest });
}

/** Characters a URI reference may not hold as they are (RFC 3986), percent-encoded inside `<…>`. */
const NOT_IN_URI = /[^\x21-\x7e]|[<>"\\^`{|}]/g;
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The preloads as an HTTP `Link` header (RFC 8288; Chromium and Firefox read `modulepreload`,
 * `as`, `imagesrcset`, `fetchpriority` and `crossorigin` there): the browser asks for them when the
 * answer's headers arrive, before the page is parsed. A preload with no `href` (a responsive image
 * known by its srcset alone) is left to the page's `<link>`. Undefined when there is none.
 */
export function linkHeader(preloads: Preload[]): string | undefined {
  const links = preloads
    .filter((p) => p.href)
    .map((p) => {
      const href = p.href!.replace(NOT_IN_URI, (c) => encodeURIComponent(c));
      const params = Object.entries(preloadAttributes(p)).flatMap(([k, v]) => (typeof v === 'string' ? [`${k}=${quoted(v)}`] : []));
      return [`<${href}>`, ...params].join('; ');
    });
  return links.length ? links.join(', ') : undefined;
}

/**
 * JSON inside a <script> element: `<` is written as \u003c so that no `</script>` or `<!--`
 * in the data can end the element (the JSON stays the same once parsed).
 */
export function jsonScript(attrs: { id?: string; type: string }, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const id = attrs.id ? ` id="${escapeHtml(attrs.id)}"` : '';
  return `<script type="${escapeHtml(attrs.type)}"${id}>${json}</script>`;
}

export { escapeHtml };
