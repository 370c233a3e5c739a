// What an acceptable email, password and profile look like. Pure: each check returns a named
// error value (or the cleaned input), never throws, so the gRPC layer decides how to answer.
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** argon2 hashes whatever it is given: an upper bound keeps one request from costing seconds. */
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 30;
export const AVATAR_URL_MAX = 2048;

export type RuleError =
  | { name: 'InvalidEmail'; code: 'invalid_email'; message: string }
  | { name: 'EmailTooLong'; code: 'email_too_long'; message: string }
  | { name: 'PasswordTooLong'; code: 'password_too_long'; message: string }
  | { name: 'WeakPassword'; code: 'weak_password'; message: string; reasons: WeakReason[] }
  | { name: 'InvalidProfile'; code: 'invalid_profile'; message: string };

export type WeakReason = 'too_short' | 'needs_letter_and_digit' | 'too_common' | 'contains_email';

type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

// Local part: the usual atext set and dots (not leading, trailing or doubled); domain: labels of
// letters, digits and inner hyphens with a top-level label of two or more letters.
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Trims and lower-cases an email after checking its format and length. */
export function checkEmail(raw: string): Result<string> {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX) {
    return { ok: false, error: { name: 'EmailTooLong', code: 'email_too_long', message: `Email must be at most ${EMAIL_MAX} characters.` } };
  }
  const local = email.split('@')[0] ?? '';
  if (!EMAIL.test(email) || local.length > 64) {
    return { ok: false, error: { name: 'InvalidEmail', code: 'invalid_email', message: 'Enter a valid email address.' } };
  }
  return { ok: true, value: email };
}

/** A short list of the passwords that brute-force lists try first. */
const COMMON = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
  'iloveyou1', 'sunshine1', 'football1', 'baseball1', 'basketball1', 'letmein123', 'welcome123', 'abc12345',
  'passw0rd', 'p@ssw0rd', 'admin123', 'monkey123', 'dragon123', 'trustno1', 'superman1', 'princess1',
  'qwerty12', 'a1b2c3d4', '11111111', '00000000', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'gary1234',
]);

/** The password strength rule: every reason it fails, in a stable order (empty = strong enough). */
export function weakPasswordReasons(password: string, email?: string): WeakReason[] {
  const reasons: WeakReason[] = [];
  if ([...password].length < PASSWORD_MIN) reasons.push('too_short');
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) reasons.push('needs_letter_and_digit');
  if (COMMON.has(password.toLowerCase())) reasons.push('too_common');
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) reasons.push('contains_email');
  return reasons;
}

const REASON_TEXT: Record<WeakReason, string> = {
  too_short: `use at least ${PASSWORD_MIN} characters`,
  needs_letter_and_digit: 'mix letters and numbers',
  too_common: 'avoid a commonly used password',
  contains_email: 'do not include your email name',
};

/** Checks a new password: over-long first (refused before any hashing), then the strength rule. */
export function checkNewPassword(password: string, email?: string): Result<string> {
  const tooLong = checkPasswordLength(password);
  if (tooLong) return { ok: false, error: tooLong };
  const reasons = weakPasswordReasons(password, email);
  if (reasons.length > 0) {
    const message = `Password is too weak: ${reasons.map((r) => REASON_TEXT[r]).join(', ')}.`;
    return { ok: false, error: { name: 'WeakPassword', code: 'weak_password', message, reasons } };
  }
  return { ok: true, value: password };
}

export function checkPasswordLength(password: string): RuleError | null {
  return password.length > PASSWORD_MAX
    ? { name: 'PasswordTooLong', code: 'password_too_long', message: `Password must be at most ${PASSWORD_MAX} characters.` }
    : null;
}

/** The username shown by default: the part of the email before the at-sign. */
export function usernameOf(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.slice(0, USERNAME_MAX) || 'Bettor';
}

export interface ProfilePatch {
  username?: string;
  avatarUrl?: string | null;
}

/** Checks a profile edit: a 2-30 character name of letters, digits, '.', '_' or '-'; an http(s) avatar URL or empty to clear it. */
export function checkProfilePatch(patch: { username?: string; avatarUrl?: string }): Result<ProfilePatch> {
  const out: ProfilePatch = {};
  if (patch.username !== undefined) {
    const u = patch.username.trim();
    if (!/^[\p{L}\p{Nd}._-]{2,30}$/u.test(u)) {
      return { ok: false, error: { name: 'InvalidProfile', code: 'invalid_profile', message: 'Username must be 2-30 letters, numbers, dots, dashes or underscores.' } };
    }
    out.username = u;
  }
  if (patch.avatarUrl !== undefined) {
    const a = patch.avatarUrl.trim();
    if (a === '') out.avatarUrl = null;
    else {
      let ok = a.length <= AVATAR_URL_MAX;
      try {
        ok = ok && ['http:', 'https:'].includes(new URL(a).protocol);
      } catch {
        ok = false;
      }
      if (!ok) return { ok: false, error: { name: 'InvalidProfile', code: 'invalid_profile', message: 'Avatar must be an http(s) URL.' } };
      out.avatarUrl = a;
    }
  }
  return { ok: true, value: out };
}
