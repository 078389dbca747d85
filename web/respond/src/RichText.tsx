import DOMPurify from 'dompurify';

// Links of the rich text open in a new tab, without this page as their opener: the form keeps what was typed.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich text of a template (ISI, consent) as HTML. The server sanitized it before storing it; it is sanitized again
 * here, where it is rendered, so a script in it never runs.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html?.trim()) return null;
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
