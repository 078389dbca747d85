import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantOf } from './tenantOf.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, Session } from './session.ts';
import { createUpstreamHttp, type CallCounter, type RequestIdentity } from './upstream/http.ts';
import { createUpstream, type Upstream } from './upstream/index.ts';
import type { HiddenFieldsCache } from './upstream/permissions.ts';

/** What every resolver receives: the request's identity, its session and its upstream modules. */
export interface Context {
  identity: RequestIdentity;
  session: Session;
  upstream: Upstream;
  /** REST calls made so far for this operation. */
  calls: CallCounter;
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

/** The bearer token of the `Authorization` header, if any. */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1]?.trim() || null;
}

/** The request's context; `hiddenFields` is the BFF's cache of callers' hidden fields, if it keeps one. */
export function buildContext(
  apiUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
  hiddenFields: HiddenFieldsCache | null = null,
): Context {
  const identity: RequestIdentity = {
    tenantId: tenantOf(header(request, 'x-tenant-id'), request.hostname),
    product: header(request, 'x-product'),
    impersonateSpeakerId: header(request, 'x-impersonate-speaker-id'),
    authType: header(request, 'x-auth-type'),
    clientAddress: request.ip,
  };
  const bearer = bearerToken(request);
  const cookieAccess = request.cookies[ACCESS_COOKIE] || null;
  const cookieRefresh = request.cookies[REFRESH_COOKIE] || null;
  const session = new Session(reply, request.protocol === 'https', {
    accessToken: bearer ?? cookieAccess,
    refreshToken: cookieRefresh,
    source: bearer ? 'bearer' : cookieAccess || cookieRefresh ? 'cookie' : null,
  });
  const calls: CallCounter = { count: 0 };
  const http = createUpstreamHttp({ apiUrl, identity, session, counter: calls });
  return { identity, session, upstream: createUpstream(http, hiddenFields), calls };
}
