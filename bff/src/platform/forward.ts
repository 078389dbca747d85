import type { FastifyReply } from 'fastify';
import type { Context } from './context.ts';
import { upstreamHeaders } from './upstream/http.ts';

// Plain HTTP passed to the service beside GraphQL (uploads, files, downloads): the request's identity
// and one transparent refresh of a cookie session, as every GraphQL call has.

const TIMEOUT_MS = 30_000;

/** Calls the service with the request's identity; a cookie session whose access token expired is refreshed once. */
export async function forward(
  ctx: Context & { apiUrl: string },
  path: string,
  init: { method: 'GET' | 'POST'; body?: Buffer; contentType?: string; timeoutMs?: number },
): Promise<Response> {
  const call = () =>
    fetch(`${ctx.apiUrl}/${path}`, {
      method: init.method,
      body: init.body ? new Uint8Array(init.body) : undefined,
      headers: {
        ...upstreamHeaders(ctx.identity, ctx.session.accessToken),
        ...(init.contentType ? { 'content-type': init.contentType } : {}),
      },
      signal: AbortSignal.timeout(init.timeoutMs ?? TIMEOUT_MS),
    });
  let response = await call();
  if (response.status === 401 && ctx.session.canRefresh) {
    try {
      ctx.session.start(await ctx.upstream.auth.refresh(ctx.session.refreshToken!));
      response = await call();
    } catch {
      ctx.session.end();
    }
  }
  return response;
}

export async function passError(reply: FastifyReply, response: Response) {
  const body = (await response.json().catch(() => ({ message: response.statusText }))) as { message?: string; error?: string };
  return reply.code(response.status).send({ statusCode: response.status, message: body.message ?? body.error ?? response.statusText });
}

export const unavailable = (reply: FastifyReply) => reply.code(502).send({ statusCode: 502, message: 'Network error' });
