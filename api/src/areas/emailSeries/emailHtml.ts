import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

/**
 * E-mail HTML as the service keeps it: what the two designers write (spec 002 §2.14) — table layouts with their
 * presentational attributes, images, links, headings, paragraphs, lists and inline styles — and nothing that runs or
 * sends: scripts, frames, forms and their fields, event handlers, `javascript:`/`data:` links, styles that fetch or
 * compute (`url(`, `expression(`, `image-set(`…). A stored body is a liquid template (liquid.ts): its `{{ … }}` and
 * `{% … %}` markup is kept verbatim around the sanitizing (`sanitizeEmailTemplate`), and what renders from it is
 * sanitized again without that exception (`sanitizeEmailHtml`), since a printed value may hold markup.
 */

/** A link or image source: http(s) (links also mailto), or — in a template — one that starts with a variable's value
 *  (`{{ links.unsubscribe }}`, `{{ urls.client }}/events`), which the service fills with its own URLs. */
const LINK = /^(https?:|mailto:)/i;
const IMAGE = /^https?:/i;
const VARIABLE_OUTPUT = /^\{\{\s*[A-Za-z_][\w.]*\s*\}\}/;

/** CSS functions a style may call: colours and arithmetic; any other (`url`, `expression`, `image-set`, `var`…) drops
 *  the whole style attribute, as do CSS escapes (`u\72l(`) and `javascript:`. */
const STYLE_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'calc']);
function safeStyle(style: string): boolean {
  if (/\\|javascript:|@import|-moz-binding|behavior\s*:/i.test(style)) return false;
  for (const [, name] of style.matchAll(/([\w-]*)\s*\(/g)) if (!STYLE_FUNCTIONS.has(name!.toLowerCase())) return false;
  return true;
}

const CELL = ['width', 'height', 'align', 'valign', 'bgcolor', 'colspan', 'rowspan'];
const BASE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'img', 'a', 'p', 'div', 'span', 'center', 'blockquote'],
    ...['h1', 'h2', 'h3', 'h4', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'ul', 'ol', 'li'],
  ],
  allowedAttributes: {
    '*': ['style', 'align', 'dir', 'title'],
    table: ['width', 'height', 'border', 'cellpadding', 'cellspacing', 'bgcolor', 'role'],
    tr: ['align', 'valign', 'bgcolor'],
    td: CELL,
    th: CELL,
    img: ['src', 'alt', 'width', 'height', 'border'],
    a: ['href', 'target', 'name'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'head'],
};

/** The options of one pass: `isVariable(url)` tells a URL that starts with a variable's value (templates only). */
function optionsFor(isVariable: (url: string) => boolean): sanitizeHtml.IOptions {
  const url = (value: string, allowed: RegExp) => allowed.test(value.trim()) || isVariable(value.trim());
  const kept = (tagName: string, name: string, value: string) => {
    if (name === 'style') return safeStyle(value);
    if (name === 'href') return tagName === 'a' && url(value, LINK);
    if (name === 'src') return tagName === 'img' && url(value, IMAGE);
    return true;
  };
  return {
    ...BASE,
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => kept(tagName, name, value))),
      }),
    },
  };
}

const LIQUID_MARKUP = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;

/** A stored body: sanitized with its liquid markup kept as written (each `{{ … }}`/`{% … %}` stands in as a token the
 *  sanitizer leaves alone, then comes back). Liquid inside a tag's attribute list (`<td {% if … %}…>`) is not
 *  markup the sanitizer can place: it is dropped with the attribute it stood for. */
export function sanitizeEmailTemplate(html: string): string {
  const nonce = randomBytes(6).toString('hex');
  const markup: string[] = [];
  const protectedHtml = html.replace(LIQUID_MARKUP, (found) => `lq${nonce}x${markup.push(found) - 1}x`);
  const token = new RegExp(`lq${nonce}x(\\d+)x`, 'g');
  const restore = (text: string) => text.replace(token, (_, i: string) => markup[Number(i)]!);
  const isVariable = (value: string) => {
    const first = new RegExp(`^lq${nonce}x(\\d+)x`).exec(value);
    return first !== null && VARIABLE_OUTPUT.test(markup[Number(first[1])]!);
  };
  return restore(sanitizeHtml(protectedHtml, optionsFor(isVariable)));
}

/** Rendered e-mail HTML (no liquid left): the same rules, a link or image only http(s) (or mailto). */
export const sanitizeEmailHtml = (html: string): string =>
  sanitizeHtml(
    html,
    optionsFor(() => false),
  );
