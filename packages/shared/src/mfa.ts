import type { AuthResponse, MfaChallenge } from './api-types.js';

/** What POST /api/auth/login answers for a right password: the session, or the second factor's step first. */
export type SignInAnswer = AuthResponse | MfaChallenge;

export function isMfaChallenge(answer: SignInAnswer): answer is MfaChallenge {
  return 'mfaRequired' in answer && answer.mfaRequired === true;
}

/**
 * The setup step handed from the storefront's sign-in page to the back office, which shows the QR
 * code (same origin, this tab only: sessionStorage). Holds `{ mfaToken, email }`.
 */
export const MFA_SETUP_STORAGE_KEY = 'stockwatt.mfaSetup';

export interface PendingMfaSetup {
  mfaToken: string;
  email: string;
}
