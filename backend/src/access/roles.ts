/** What an account may do: `admin` runs the back office, `pro` is an installer's account. */
export const ROLES = ['admin', 'pro'] as const;
export type Role = (typeof ROLES)[number];
