import sanitizeHtml from 'sanitize-html';

/** Exactly what the back office's editor toolbar can produce (spec section 2). */
const EDITOR_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'em', 'u', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, EDITOR_OPTIONS);
}

/** Headings repeat the product's name; the rest has no text a reader sees. */
const PLAIN_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'script', 'style', 'textarea', 'option', 'noscript'],
};

/** Longest summary sent: first sentences rarely run longer (the seed's longest has 248 characters). */
export const SUMMARY_MAX_CHARS = 280;

/**
 * A rich text's first sentence as plain text, cut at a word within SUMMARY_MAX_CHARS: what a
 * product card says about a product, computed once here rather than by each screen from the HTML.
 */
export function richTextSummary(html: string): string {
  // Block ends become spaces, so "<p>One.</p><p>Two.</p>" reads as two sentences.
  const spaced = html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, PLAIN_TEXT_OPTIONS)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= SUMMARY_MAX_CHARS) return sentence;
  const cut = sentence.slice(0, SUMMARY_MAX_CHARS - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')}…`;
}
