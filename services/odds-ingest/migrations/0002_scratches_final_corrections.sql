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

-- A final the provider changed after it was recorded (a corrected score): the old and new score,
-- kept as history while game_finals holds the newest; each one publishes game.final again with the
-- new score, and pick-engine applies it as a correction.
CREATE TABLE game_final_corrections (
  id         bigserial PRIMARY KEY,
  event_id   text NOT NULL REFERENCES events(id),
  old_home   integer NOT NULL,
  old_away   integer NOT NULL,
  new_home   integer NOT NULL CHECK (new_home >= 0),
  new_away   integer NOT NULL CHECK (new_away >= 0),
  seen_at    timestamptz NOT NULL,
  CHECK ((old_home, old_away) IS DISTINCT FROM (new_home, new_away))
);
CREATE INDEX game_final_corrections_event_idx ON game_final_corrections (event_id);
