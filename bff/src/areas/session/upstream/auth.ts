import type { Message, SignIn } from '../../../../../api/src/areas/session/answers.ts';
import type { Tokens } from '../../../platform/session.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** The `user` of `auth/pw-auth` and `auth/set-user-pw`: the api's answer schema. */
export type AuthUserDto = SignIn['user'];

const toTokens = (answer: SignIn): Tokens => ({ accessToken: answer.jwt, refreshToken: answer.refreshToken });

/** Sign-in, password and token calls. Only `setPassword` (signed in) may refresh a cookie session. */
export function createAuthApi(http: UpstreamHttp) {
  const noRefresh = { refresh: false };
  return {
    async signIn(email: string, password: string): Promise<Tokens> {
      return toTokens(await http.send<SignIn>('POST', 'auth/pw-auth', { email, password }, noRefresh));
    },
    async setPassword(email: string, currentPassword: string, password: string): Promise<Tokens> {
      return toTokens(await http.send<SignIn>('POST', 'auth/set-user-pw', { email, currentPassword, password }));
    },
    async requestPasswordReset(email: string): Promise<string> {
      return (await http.send<Message>('POST', 'auth/reset-pw', { email }, noRefresh)).message;
    },
    /** Sets the password with an e-mailed link's token (public: no session needed). */
    async resetPassword(token: string, password: string): Promise<string> {
      return (await http.send<Message>('POST', 'auth/reset-pw/confirm', { token, password }, noRefresh)).message;
    },
    refresh: (refreshToken: string) => http.refresh(refreshToken),
    async logout(refreshToken: string): Promise<void> {
      await http.send<unknown>('POST', 'auth/logout', { refresh_token: refreshToken }, noRefresh);
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
