import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

/** httpOnly cookies holding a browser's session; the web client never sees the tokens. */
export const ACCESS_COOKIE = 'hive_access';
export const REFRESH_COOKIE = 'hive_refresh';
/** Cookies outlive the access token: an expired access token is refreshed with the refresh cookie. */
const COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Where the request's access token came from. Only cookie sessions are refreshed transparently. */
export type TokenSource = 'bearer' | 'cookie' | null;

/**
 * The credentials of one GraphQL request: the access token sent upstream, the refresh token of a
 * cookie session, and the reply on which new cookies are set (login, refresh, password change).
 */
export class Session {
  #accessToken: string | null;
  #refreshToken: string | null;
  #source: TokenSource;

  constructor(
    private readonly reply: FastifyReply,
    private readonly secure: boolean,
    init: { accessToken: string | null; refreshToken: string | null; source: TokenSource },
  ) {
    this.#accessToken = init.accessToken;
    this.#refreshToken = init.refreshToken;
    this.#source = init.source;
  }

  get accessToken(): string | null {
    return this.#accessToken;
  }

  /** The refresh token of the cookie session, if any. */
  get refreshToken(): string | null {
    return this.#refreshToken;
  }

  get source(): TokenSource {
    return this.#source;
  }

  /** Whether a 401 may be answered by one transparent refresh (cookie sessions only). */
  get canRefresh(): boolean {
    return this.#refreshToken !== null && this.#source !== 'bearer';
  }

  /** Uses new tokens for the rest of this request and stores them in the session cookies. */
  start(tokens: Tokens): void {
    this.#accessToken = tokens.accessToken;
    this.#refreshToken = tokens.refreshToken;
    this.#source = 'cookie';
    const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.secure, maxAge: COOKIE_MAX_AGE_SECONDS };
    this.reply.setCookie(ACCESS_COOKIE, tokens.accessToken, options);
    this.reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, options);
  }

  /** Forgets the tokens and clears the session cookies. */
  end(): void {
    this.#accessToken = null;
    this.#refreshToken = null;
    this.#source = null;
    const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.secure };
    this.reply.clearCookie(ACCESS_COOKIE, options);
    this.reply.clearCookie(REFRESH_COOKIE, options);
  }
}
