/** A signed-in session as GET /api/users/me/sessions lists it (issue 30): where and when its token was issued. */
export interface SessionView {
  _id: string;
  issuedAt: string;
  expiresAt: string;
  address: string;
  browser: string;
  /** signed in with a second factor too, not the password alone (issue 42) */
  twoFactor: boolean;
  /** the session of the token that asked */
  current: boolean;
}
