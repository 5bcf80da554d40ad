import { Role } from './roles';

/** What a verified access token says about its bearer (`req.user`). */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
}

export interface AccessTokenPayload {
  sub: number;
  email: string;
  role: Role;
  /** Issue time in ms (finer than `iat`), compared with the user's global sign-out. */
  ts?: number;
  iat?: number;
}
