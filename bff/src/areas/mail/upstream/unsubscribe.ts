import type { Unsubscribed } from '../../../../../api/src/areas/mail/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** `public/mail/unsubscribe`: the one-click unsubscribe of a program message's link (no sign-in; the tenant header). */
export function createUnsubscribeApi(http: UpstreamHttp) {
  return {
    unsubscribe: (token: string) => http.send<Unsubscribed>('POST', 'public/mail/unsubscribe', { token }),
  };
}

export type UnsubscribeApi = ReturnType<typeof createUnsubscribeApi>;
