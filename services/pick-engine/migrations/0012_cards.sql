-- The day's card, owned here (issue 28): the picks whose games are on one Eastern day, whatever
-- run made them. Written in the publishing transaction. Which card the site shows at an instant is
-- the one with the latest shown_from at or before it, until 10:00 ET of the day after its date
-- (app/card.ts cardShownAt); the free pick is chosen once, when the card
-- is first published (the highest confidence, first published on a tie), and never recomputed.
CREATE TABLE cards (
  date          date PRIMARY KEY,
  -- 10:00 ET of its day, or its day's midnight when the day before had no card when it was
  -- published; never before it was published.
  shown_from    timestamptz NOT NULL,
  pick_ids      text[] NOT NULL CHECK (cardinality(pick_ids) > 0),
  free_pick_id  text NOT NULL REFERENCES picks(pick_id),
  parlay_id     text,
  published_at  timestamptz NOT NULL,
  -- When card.shown was sent (null until then).
  shown_at      timestamptz,
  CONSTRAINT cards_free_pick_on_card CHECK (free_pick_id = ANY (pick_ids))
);
CREATE INDEX cards_shown_from_idx ON cards (shown_from DESC, date DESC);

-- A card only grows: its date, shownFrom, free pick and publish time never change, its picks are
-- only added to, its parlay and shown time are set once.
CREATE FUNCTION cards_only_grow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the card of % is published and cannot be deleted', OLD.date USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.date, NEW.shown_from, NEW.free_pick_id, NEW.published_at) IS DISTINCT FROM (OLD.date, OLD.shown_from, OLD.free_pick_id, OLD.published_at)
     OR NOT (NEW.pick_ids @> OLD.pick_ids)
     OR (OLD.parlay_id IS NOT NULL AND NEW.parlay_id IS DISTINCT FROM OLD.parlay_id)
     OR (OLD.shown_at IS NOT NULL AND NEW.shown_at IS DISTINCT FROM OLD.shown_at) THEN
    RAISE EXCEPTION 'the card of % only grows', OLD.date USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER cards_grow_only BEFORE UPDATE OR DELETE ON cards FOR EACH ROW EXECUTE FUNCTION cards_only_grow();

-- The cards of the picks already published, as they would have been: the free pick the highest
-- confidence among its live picks, shown from 10:00 ET of its day (midnight when the day before has
-- none). They are history: card.shown is not sent for them.
INSERT INTO cards (date, shown_from, pick_ids, free_pick_id, parlay_id, published_at, shown_at)
SELECT c.card_date,
       greatest(c.first_published, CASE WHEN EXISTS (SELECT 1 FROM picks b WHERE b.card_date = c.card_date - 1)
                                        THEN (c.card_date + time '10:00') AT TIME ZONE 'America/New_York'
                                        ELSE c.card_date::timestamp AT TIME ZONE 'America/New_York' END),
       c.pick_ids, c.free_pick_id, (SELECT x.parlay_id FROM parlays x WHERE x.date = c.card_date), c.first_published, now()
  FROM (
    SELECT p.card_date, min(p.published_at) AS first_published,
           array_agg(p.pick_id ORDER BY p.published_at, p.date, p.idx) AS pick_ids,
           (array_agg(p.pick_id ORDER BY p.voided, p.confidence DESC, p.published_at, p.date, p.idx))[1] AS free_pick_id
      FROM picks p GROUP BY p.card_date
  ) c;
