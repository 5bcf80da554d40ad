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

export function preloadTag(p: Preload): string {
  return tag('link', {
    rel: p.rel ?? 'preload',
    href: p.href,
    as: p.as,
    type: p.type,
    fetchpriority: p.fetchpriority,
    imagesrcset: p.imagesrcset,
    imagesizes: p.imagesizes,
    // Module scripts are fetched in CORS mode: the preload must match to be used.
    crossorigin: p.crossorigin || p.rel === 'modulepreload' ? 'anonymous' : undefined,
  });
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
