import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { MAIL_MESSAGES } from '../../../../api/src/areas/mail/contract.ts';
import { buildContext } from '../../platform/context.ts';
import { NETWORK_ERROR_MESSAGE } from '../../platform/errors.ts';

/** An unsubscribe token as the ledger writes it (`gen_random_uuid()`). */
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A one-click body is `List-Unsubscribe=One-Click` (RFC 8058); the page's form sends an empty one. */
const FORM_BODY_LIMIT = 4 * 1024;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of its own (no script, no asset: the answer's CSP allows inline styles and a form to this origin). */
function page(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Unsubscribe</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f5; color: #242424; }
main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
h1 { font-size: 1.25rem; margin-top: 0; }
button { font: inherit; padding: 0.5rem 1.25rem; border: 0; border-radius: 4px; background: #0f6cbd; color: #fff; cursor: pointer; }
</style>
</head>
<body>
<main>
<h1>Unsubscribe</h1>
${content}
</main>
</body>
</html>
`;
}

const send = (reply: FastifyReply, status: number, content: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page(content));

const message = (reply: FastifyReply, status: number, text: string) => send(reply, status, `<p>${escapeHtml(text)}</p>`);

/**
 * The unsubscribe link of a program message (`{client URL}/unsubscribe/{token}`, the api's `List-Unsubscribe`):
 * - `GET /unsubscribe/:token`: a page with one button that posts to the same URL (a link opened, or scanned by a
 *   mail filter, unsubscribes nobody);
 * - `POST /unsubscribe/:token`: the RFC 8058 one-click POST of a mail provider (`List-Unsubscribe=One-Click`, as a
 *   form) or the page's button: `POST public/mail/unsubscribe {token}` in the request's tenant (its host), answered
 *   as a page with the service's message (200, or its 404 for an unknown token).
 * A token that is not a uuid is refused (400) before any call.
 */
export async function unsubscribeRoutes(app: FastifyInstance, options: { apiUrl: string }) {
  // Only these routes are in this plugin's scope: the body says nothing the token does not.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) => done(null, null));
  }

  app.get<{ Params: { token: string } }>('/unsubscribe/:token', async (request, reply) => {
    const { token } = request.params;
    if (!TOKEN.test(token)) return message(reply, 400, MAIL_MESSAGES.unsubscribeUnknown);
    return send(
      reply,
      200,
      `<p>Stop receiving the e-mails of this program at this address?</p>
<form method="post" action="/unsubscribe/${token}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post<{ Params: { token: string } }>('/unsubscribe/:token', async (request, reply) => {
    const { token } = request.params;
    if (!TOKEN.test(token)) return message(reply, 400, MAIL_MESSAGES.unsubscribeUnknown);
    const ctx = buildContext(options.apiUrl, request, reply);
    try {
      const answer = await ctx.upstream.unsubscribe.unsubscribe(token);
      return message(reply, 200, answer.message);
    } catch (error) {
      const status = error instanceof GraphQLError ? error.extensions.status : undefined;
      if (typeof status === 'number' && status >= 400 && status < 500) return message(reply, status, (error as GraphQLError).message);
      return message(reply, 502, NETWORK_ERROR_MESSAGE);
    }
  });
}
