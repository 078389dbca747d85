import type { Tokens } from '../../../platform/session.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** The `user` of `auth/pw-auth` and `auth/set-user-pw`. */
export interface AuthUserDto {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  speakerId: number | null;
  requirePwChange: number;
}

interface SignInAnswer {
  jwt: string;
  refreshToken: string;
  user: AuthUserDto;
}

const toTokens = (answer: SignInAnswer): Tokens => ({ accessToken: answer.jwt, refreshToken: answer.refreshToken });

/** Sign-in, password and token calls. Only `setPassword` (signed in) may refresh a cookie session. */
export function createAuthApi(http: UpstreamHttp) {
  const noRefresh = { refresh: false };
  return {
    async signIn(email: string, password: string): Promise<Tokens> {
      return toTokens(await http.send<SignInAnswer>('POST', 'auth/pw-auth', { email, password }, noRefresh));
    },
    async setPassword(email: string, currentPassword: string, password: string): Promise<Tokens> {
      return toTokens(await http.send<SignInAnswer>('POST', 'auth/set-user-pw', { email, currentPassword, password }));
    },
    async requestPasswordReset(email: string): Promise<string> {
      return (await http.send<{ message: string }>('POST', 'auth/reset-pw', { email }, noRefresh)).message;
    },
    /** Sets the password with an e-mailed link's token (public: no session needed). */
    async resetPassword(token: string, password: string): Promise<string> {
      return (await http.send<{ message: string }>('POST', 'auth/reset-pw/confirm', { token, password }, noRefresh)).message;
    },
    refresh: (refreshToken: string) => http.refresh(refreshToken),
    async logout(refreshToken: string): Promise<void> {
      await http.send<unknown>('POST', 'auth/logout', { refresh_token: refreshToken }, noRefresh);
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
