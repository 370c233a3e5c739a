-- Customers: one per user, created when user.registered arrives (or at first checkout).
CREATE TABLE customers (
  user_id            uuid PRIMARY KEY,
  email              text NOT NULL,
  stripe_customer_id text UNIQUE,
  created_at         timestamptz NOT NULL DEFAULT now()
);

-- Subscriptions as Stripe (or the simulator) reports them. state_at is the creation time (Unix
-- seconds) of the event that last set the state: an older event arriving later cannot overwrite a
-- newer state. user_id is null until the checkout that created it is seen (events can come first).
CREATE TABLE subscriptions (
  id                   text PRIMARY KEY,
  user_id              uuid,
  customer_id          text,
  status               text NOT NULL,
  current_period_end   timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  state_at             bigint NOT NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user ON subscriptions (user_id);

-- Every webhook event applied, by Stripe's event id: a replay finds its row and changes nothing.
CREATE TABLE webhook_events (
  id          text PRIMARY KEY,
  type        text NOT NULL,
  created     bigint NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  outcome     text NOT NULL DEFAULT 'applied'
);

-- Checkout sessions we created (Stripe's, or the simulator's when no key is set).
CREATE TABLE checkouts (
  id           text PRIMARY KEY,
  user_id      uuid NOT NULL,
  email        text NOT NULL,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  simulated    boolean NOT NULL,
  url          text NOT NULL,
  amount_cents int NOT NULL,
  success_url  text NOT NULL,
  cancel_url   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Secrets billing generates for itself: the simulator's webhook signing secret.
CREATE TABLE secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
