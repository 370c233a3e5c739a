-- A deleted account's running cool-off or self-exclusion (the law asks that an exclusion outlive
-- the account): nothing of the account is kept but a keyed hash of its normalised address
-- (domain/retained-break.ts: HMAC-SHA-256 under the schema's `retained_break_hmac` secret, so the
-- table cannot be turned back into addresses by hashing a list of them) and when the break ends.
-- Sign-up checks it: the address cannot open a new account until ends_at. Rows past their end are
-- no longer needed and are deleted by the sign-up that finds them, or by the next deletion.
CREATE TABLE retained_breaks (
  email_key  text PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('cool_off', 'self_exclusion')),
  ends_at    timestamptz NOT NULL,
  kept_at    timestamptz NOT NULL
);
