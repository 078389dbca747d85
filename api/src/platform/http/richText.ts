import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (a template's ISI and consent texts, written with the web's editor) as the service stores it:
 * basic formatting (paragraphs, headings, bold, italic, underline, strike, lists, quotes, code, rules, line
 * breaks) and links to http(s) and mailto addresses, which open in a new tab without an opener. Everything else
 * goes: scripts and styles with their content, event handlers, `style` and `class` attributes, images, frames,
 * forms, `javascript:` and `data:` links. Sanitized here before storing; the pages that show it sanitize again.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** The stored form of a rich text: sanitized; null when nothing readable is left (`<p></p>`, only markup). */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() ? clean : null;
}

/** The plain text of a rich text (a PDF prints it): tags dropped, block ends as line breaks, entities decoded. */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  const lines = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[1-4]|li|blockquote|pre)>/gi, '\n');
  const text = sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
