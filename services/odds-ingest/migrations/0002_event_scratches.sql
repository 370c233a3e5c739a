-- Games the provider shows as postponed (or cancelled): one row per event, so game.scratched goes out
-- once per game however many refreshes or replicas see it. The Odds API has no status field: when a
-- game moves by more than 8 hours it issues a new event id, so a stored upcoming event missing from a
-- refresh whose answer holds the same teams 8 hours or more later was postponed to that game.
CREATE TABLE event_scratches (
  event_id         text PRIMARY KEY REFERENCES events(id),
  status           text NOT NULL CHECK (status IN ('postponed', 'cancelled')),
  reason           text NOT NULL,
  new_event_id     text,
  new_commence     timestamptz,
  seen_at          timestamptz NOT NULL
);
