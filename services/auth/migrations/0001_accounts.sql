-- Accounts. Guests are rows too (no email, no credentials) so their sessions work like anyone's;
-- the email is stored lower-cased and unique among accounts.
CREATE TABLE users (
  id                 uuid PRIMARY KEY,
  email              text UNIQUE,
  guest              boolean NOT NULL DEFAULT false,
  role               text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  plan               text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'pro')),
  email_confirmed_at timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (guest OR email IS NOT NULL),
  CHECK (email IS NULL OR email = lower(email))
);

CREATE TABLE credentials (
  user_id       uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  username   text NOT NULL,
  avatar_url text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A session is one refresh-token family: every refresh rotates the token inside it, and showing a
-- token that was already rotated revokes the whole session.
CREATE TABLE sessions (
  id             uuid PRIMARY KEY,
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_used_at   timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  user_agent     text NOT NULL DEFAULT '',
  ip             text NOT NULL DEFAULT '',
  revoked_at     timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Only a SHA-256 of each refresh token is kept; the token itself exists only in the browser's cookie.
CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  session_id  uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  rotated_at  timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- One-time links sent by mail (confirm, reset). The link carries an HMAC-signed token naming the row;
-- used_at makes it single use.
CREATE TABLE email_tokens (
  id         uuid PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('confirm', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- ES256 signing keys. retired_at marks when a key stopped signing; its public half stays in the
-- JWKS until every token it signed has expired. Keys from JWT_PRIVATE_KEY keep only the public half.
CREATE TABLE signing_keys (
  kid         text PRIMARY KEY,
  public_jwk  jsonb NOT NULL,
  private_jwk jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  retired_at  timestamptz
);
CREATE UNIQUE INDEX signing_keys_one_active ON signing_keys ((true)) WHERE retired_at IS NULL;

-- Secrets this service generates for itself (the email-link HMAC key).
CREATE TABLE secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Outgoing mail. With SMTP_URL a sender delivers pending rows; without it this table is the dev mailbox.
CREATE TABLE mail (
  id         uuid PRIMARY KEY,
  recipient  text NOT NULL,
  subject    text NOT NULL,
  text_body  text NOT NULL,
  html_body  text NOT NULL,
  links      text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz,
  attempts   int NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX mail_pending ON mail (created_at) WHERE sent_at IS NULL;
CREATE INDEX mail_recipient ON mail (recipient, created_at DESC);
