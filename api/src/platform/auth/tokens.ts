import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL = '15m';
export const REFRESH_TOKEN_DAYS = 30;

export interface AccessClaims {
  userId: number;
  tenantId: string;
  role: string;
  /** The session (refresh token family) the token belongs to: revoking the session ends the token too. */
  sessionId: string;
}

export function createTokenKeys(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: AccessClaims) =>
      new SignJWT({ tid: claims.tenantId, role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_TTL)
        .sign(key),
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sid !== 'string') return null;
        return { userId: Number(payload.sub), tenantId: String(payload.tid), role: String(payload.role), sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenKeys = ReturnType<typeof createTokenKeys>;

/** A fresh opaque refresh token, its stored hash and a new session family id. */
export function newRefreshToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), family: randomUUID() };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
