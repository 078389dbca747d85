import sanitizeHtml from 'sanitize-html';
import type { EmailTemplate } from './answers.ts';
import { sanitizeEmailHtml } from './emailHtml.ts';
import { renderTemplate } from './liquid.ts';

/** A template rendered with real values: what one message carries. */
export interface RenderedMail {
  /** Plain text on one line. */
  subject: string;
  /** The whole HTML document: the preheader, the template's body in a table of its width. */
  html: string;
  /** The plain-text alternative of the body. */
  text: string;
  icalTitle: string;
  icalDescription: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The entities sanitize-html writes into text (it reads the others as characters). */
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** A plain-text line: no line breaks (a subject is a header), runs of white space as one. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The plain-text alternative of sanitized e-mail HTML: paragraphs, rows and headings on their own lines, list items
 *  as `- `, a link as `text (url)`. Its quoted attributes are those the sanitizer wrote. */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, inner: string) => {
      const label = oneLine(inner.replace(/<[^>]*>/g, ''));
      return label && label !== href ? `${inner} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|tr|table|ul|ol|blockquote|center)>/gi, '\n\n')
    .replace(/<\/t[dh]>/gi, ' ');
  const text = unescapeText(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Hidden text that inboxes show after the subject. */
const preheaderSpan = (text: string) =>
  text
    ? `<span style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">` +
      `${escapeHtml(text)}</span>`
    : '';

/** A minimal e-mail document around a rendered body: the preheader, and the body centred in a table of the
 *  template's width (which narrows on a small screen). */
function document(subject: string, preheader: string, width: number, body: string) {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0">${preheaderSpan(preheader)}` +
    '<table width="100%" cellpadding="0" cellspacing="0" border="0" role="presentation"><tr><td align="center">' +
    `<table width="${width}" cellpadding="0" cellspacing="0" border="0" role="presentation" style="width:${width}px;max-width:100%">` +
    `<tr><td>${body}</td></tr></table></td></tr></table></body></html>`
  );
}

/** The message of `template` for `data` (context.ts): the subject, preheader and iCal texts rendered as plain text, the
 *  body as HTML and sanitized again (a printed value may hold markup). */
export function renderMail(template: EmailTemplate, data: object): RenderedMail {
  const text = (field: string, value: string | null) => oneLine(value ? renderTemplate(field, value, data, 'text') : '');
  const subject = text('subject', template.subject);
  const body = sanitizeEmailHtml(renderTemplate('body', template.body, data, 'html'));
  return {
    subject,
    html: document(subject, text('preheader', template.preheader), template.width, body),
    text: htmlToText(body),
    icalTitle: text('icalTitle', template.icalTitle),
    icalDescription: template.icalDescription ? renderTemplate('icalDescription', template.icalDescription, data, 'text').trim() : '',
  };
}
