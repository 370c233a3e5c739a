-- The fair line and the starters of a pick (issue 26). Published picks never change (picks_immutable),
-- so what a pick assumed is kept beside it, and what changed later is kept apart from it.

-- Where the pick's fair probability came from: Pinnacle's no-vig line ('sharp') or the US books'
-- consensus ('consensus'), and which of the two the closing line value is measured against.
CREATE TABLE pick_fair_lines (
  pick_id          text PRIMARY KEY REFERENCES picks(pick_id),
  source           text CHECK (source IN ('sharp', 'consensus')),
  probability      double precision CHECK (probability > 0 AND probability < 1),
  closing_source   text CHECK (closing_source IN ('sharp', 'consensus')),
  CHECK ((source IS NULL) = (probability IS NULL))
);

-- MLB: the starters a pick assumed at publishing, with the earlier starts known of each (JSON:
-- {home: {id, name, priorStarts: [...]}, away: ...}, a side null when not announced).
CREATE TABLE pick_starters (
  pick_id      text PRIMARY KEY REFERENCES picks(pick_id),
  assumed      jsonb NOT NULL,
  recorded_at  timestamptz NOT NULL
);
-- Written once: the starters a pick assumed are part of what was published.
CREATE FUNCTION pick_starters_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the starters pick % assumed are published and cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER pick_starters_immutable BEFORE UPDATE OR DELETE ON pick_starters FOR EACH ROW EXECUTE FUNCTION pick_starters_refuse_changes();

-- A side whose probable starter differs from the one assumed, as last seen before first pitch (a
-- side that goes back to the assumed starter loses its row).
CREATE TABLE pick_starter_changes (
  pick_id       text NOT NULL REFERENCES picks(pick_id),
  side          text NOT NULL CHECK (side IN ('home', 'away')),
  team          text NOT NULL,
  assumed_name  text NOT NULL,
  now_id        text,
  now_name      text,
  seen_at       timestamptz NOT NULL,
  PRIMARY KEY (pick_id, side)
);
