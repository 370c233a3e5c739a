-- The price to beat of each pick and its live status against the books (issue 17).
--
-- pick_price_to_beat: computed at publish from the published confidence (Gary's probability),
-- price and line (@gary/betting priceToBeat), in the publishing transaction; it never changes.
CREATE TABLE pick_price_to_beat (
  pick_id      text PRIMARY KEY REFERENCES picks(pick_id),
  probability  numeric NOT NULL CHECK (probability > 0 AND probability < 1),
  price        integer NOT NULL CHECK (price <= -100 OR price >= 100),
  line         numeric NOT NULL,
  computed_at  timestamptz NOT NULL
);

CREATE OR REPLACE FUNCTION pick_price_to_beat_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the price to beat of pick % is published and cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER pick_price_to_beat_immutable BEFORE UPDATE OR DELETE ON pick_price_to_beat
  FOR EACH ROW EXECUTE FUNCTION pick_price_to_beat_refuse_changes();

-- The latest pre-game prices of every event the engine has heard of (odds.snapshot), so a pick
-- published after the last move still gets a status at once. Older snapshots never replace newer.
CREATE TABLE event_prices (
  event_id     text PRIMARY KEY,
  books        jsonb NOT NULL,
  snapshot_at  timestamptz NOT NULL
);

-- Each pick's current status: the best offer for its side and market, the fair (no-vig) price and
-- every featured book's price and line.
CREATE TABLE pick_live (
  pick_id      text PRIMARY KEY REFERENCES picks(pick_id),
  status       text NOT NULL CHECK (status IN ('alive', 'close', 'dead')),
  best_price   integer CHECK (best_price IS NULL OR best_price <= -100 OR best_price >= 100),
  best_line    numeric,
  best_book    text,
  fair_price   integer,
  books        jsonb NOT NULL,
  snapshot_at  timestamptz NOT NULL
);

-- Every status change, so the Billfold can say how many picks were still playable an hour before
-- their game. One row per pick and snapshot: a redelivered snapshot adds nothing.
CREATE TABLE pick_status_changes (
  pick_id      text NOT NULL REFERENCES picks(pick_id),
  snapshot_at  timestamptz NOT NULL,
  status       text NOT NULL CHECK (status IN ('alive', 'close', 'dead')),
  previous     text CHECK (previous IS NULL OR previous IN ('alive', 'close', 'dead')),
  best_price   integer,
  best_line    numeric,
  best_book    text,
  PRIMARY KEY (pick_id, snapshot_at)
);
