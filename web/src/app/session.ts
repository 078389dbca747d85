/** What the browser keeps between visits (spec 000 §3 "Auth state"). Tokens are not here: the BFF
 *  keeps them in httpOnly cookies, out of reach of scripts. */
export type ProductValue = 'HIVE' | 'SPEAKER_PORTAL' | 'DASHBOARD' | 'EVENT_MANAGEMENT';

export interface StoredSession {
  displayName: string | null;
  authType: 'local' | 'azure-ad' | 'okta';
  product: ProductValue | null;
  impersonatedSpeakerId: string | null;
}

const KEY = 'hive.session';
const EMPTY: StoredSession = { displayName: null, authType: 'local', product: null, impersonatedSpeakerId: null };

/** REST value of each product, as the `x-product` header carries it. */
export const PRODUCT_HEADER: Record<ProductValue, string> = {
  HIVE: 'hive',
  SPEAKER_PORTAL: 'speaker-portal',
  DASHBOARD: 'dashboard',
  EVENT_MANAGEMENT: 'event-management',
};

export function readSession(): StoredSession {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<StoredSession> & { authType?: string };
    // A legacy 'sso' auth type means Azure AD.
    const authType = (stored.authType as string | undefined) === 'sso' ? 'azure-ad' : (stored.authType as StoredSession['authType']);
    return { ...EMPTY, ...stored, authType: authType ?? 'local' };
  } catch {
    return EMPTY;
  }
}

export function writeSession(change: Partial<StoredSession>): StoredSession {
  const next = { ...readSession(), ...change };
  localStorage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
}
