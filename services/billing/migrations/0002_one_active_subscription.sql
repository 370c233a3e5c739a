-- One user has at most one active subscription. Two checkouts opened while free could both be
-- paid; from here the database refuses a second active (or trialing) subscription per user, and
-- the second one is kept as a duplicate owed a refund instead.

-- Set on a subscription that became active while its user already had one: it gives no access,
-- is cancelled and refunded (refunds below), and never counts for the plan.
ALTER TABLE subscriptions ADD COLUMN duplicate_of text;

-- Duplicates already stored: the subscription that reaches furthest (latest period end, an open
-- end first; then the newest state) stays; every other active one of that user is marked as its
-- duplicate. Nothing is deleted: each marked row is listed for a refund.
WITH ranked AS (
  SELECT id,
         first_value(id) OVER w AS keeper,
         row_number() OVER w AS n
  FROM subscriptions
  WHERE user_id IS NOT NULL AND status IN ('active', 'trialing')
  WINDOW w AS (PARTITION BY user_id ORDER BY current_period_end DESC NULLS FIRST, state_at DESC, id)
)
UPDATE subscriptions s SET duplicate_of = r.keeper
FROM ranked r
WHERE s.id = r.id AND r.n > 1;

-- Refunds owed for duplicate subscriptions: pending until the subscription is cancelled and its
-- payment refunded (by Stripe's API, or by the simulator), then done.
CREATE TABLE refunds (
  subscription_id text PRIMARY KEY,
  user_id         uuid NOT NULL,
  kept_id         text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  attempts        int NOT NULL DEFAULT 0,
  claimed_at      timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  done_at         timestamptz
);

INSERT INTO refunds (subscription_id, user_id, kept_id)
SELECT id, user_id, duplicate_of FROM subscriptions WHERE duplicate_of IS NOT NULL
ON CONFLICT (subscription_id) DO NOTHING;

CREATE UNIQUE INDEX subscriptions_one_active_per_user ON subscriptions (user_id)
  WHERE user_id IS NOT NULL AND status IN ('active', 'trialing') AND duplicate_of IS NULL;
