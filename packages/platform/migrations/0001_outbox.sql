-- The transactional outbox: events written in the same transaction as the state they describe,
-- relayed to the bus in order of seq, then marked published.
CREATE TABLE outbox (
  seq          bigserial PRIMARY KEY,
  id           uuid NOT NULL UNIQUE,
  topic        text NOT NULL,
  key          text NOT NULL,
  envelope     jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL;

-- Events this schema's consumers have applied: checked, marked and handled in one transaction,
-- so a redelivered event changes nothing.
CREATE TABLE consumed_events (
  event_id    uuid NOT NULL,
  consumer    text NOT NULL,
  topic       text NOT NULL,
  applied_at  timestamptz NOT NULL DEFAULT now(),
  outcome     text NOT NULL DEFAULT 'applied',
  PRIMARY KEY (event_id, consumer)
);
