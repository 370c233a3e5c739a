// The user as other code sees it (the gRPC User message, the gateway's /api/me).
import type { AccountRow } from './adapters/accounts-repo';
import { usernameOf } from './domain/credential-rules';

export interface UserView {
  id: string;
  email: string;
  username: string;
  avatarUrl: string;
  role: 'user' | 'admin' | 'guest';
  guest: boolean;
  emailConfirmed: boolean;
  createdAt: string;
  /** An account made before sign-up asked for a date of birth: asked once at the next sign-in. */
  needsDateOfBirth: boolean;
}

export function userView(a: AccountRow): UserView {
  return {
    id: a.id,
    email: a.email ?? '',
    username: a.username ?? (a.email ? usernameOf(a.email) : 'Guest'),
    avatarUrl: a.avatar_url ?? '',
    role: a.guest ? 'guest' : a.role,
    guest: a.guest,
    emailConfirmed: a.email_confirmed_at !== null,
    createdAt: a.created_at.toISOString(),
    needsDateOfBirth: !a.guest && a.date_of_birth === null,
  };
}
