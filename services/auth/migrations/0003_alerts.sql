-- Alerts (web push and email): each user's preferences and quiet hours, their browsers' push
-- subscriptions, and one row per message to send. Mail gains its headers (List-Unsubscribe).
ALTER TABLE mail ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';

-- Preferences: prefs is {kind: {email: bool, push: bool}}; a kind or channel missing takes the
-- default (domain/alert-rules.ts). Quiet hours are minutes after local midnight in time_zone (IANA).
CREATE TABLE alert_settings (
  user_id     uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  time_zone   text NOT NULL DEFAULT 'America/New_York',
  quiet_start smallint CHECK (quiet_start BETWEEN 0 AND 1439),
  quiet_end   smallint CHECK (quiet_end BETWEEN 0 AND 1439),
  prefs       jsonb NOT NULL DEFAULT '{}',
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((quiet_start IS NULL) = (quiet_end IS NULL))
);

-- A browser's push subscription (RFC 8030 endpoint, RFC 8291 keys). Deleted when the push service
-- answers 404 or 410 (the subscription is gone).
CREATE TABLE push_subscriptions (
  id         uuid PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint   text NOT NULL UNIQUE,
  p256dh     text NOT NULL,
  auth       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- One message to send. The unique key is the "at most one message per kind per pick" rule (ref is
-- the pick id, or the date for the day's picks-out and the recap), per channel.
CREATE TABLE alert_deliveries (
  id         uuid PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       text NOT NULL,
  ref        text NOT NULL,
  channel    text NOT NULL CHECK (channel IN ('email', 'push')),
  title      text NOT NULL,
  body       text NOT NULL,
  url        text NOT NULL,
  due_at     timestamptz NOT NULL,
  next_at    timestamptz NOT NULL,
  attempts   int NOT NULL DEFAULT 0,
  sent_at    timestamptz,
  -- Why it was not sent: 'break' (cool-off or self-exclusion), 'preference', 'no_subscription', 'gave_up'.
  dropped    text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, ref, channel)
);
CREATE INDEX alert_deliveries_pending ON alert_deliveries (next_at) WHERE sent_at IS NULL AND dropped IS NULL;
