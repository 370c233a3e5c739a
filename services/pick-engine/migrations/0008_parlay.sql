-- Parlay of the Day (issue 17): each day, after the picks are published, Gary's two or three
-- highest-probability picks from different games, combined. One parlay per date; its legs are
-- picks of that date, each pick in at most one parlay, one leg per game. The price (product of the
-- legs' decimal prices at the best books) and probability (product of the legs', assuming
-- independence) are fixed at publish; only the grade (result, settled price, revision) changes.
CREATE TABLE parlays (
  parlay_id       text PRIMARY KEY CHECK (parlay_id ~ '^pl_[a-z2-7]{26}$'),
  date            date NOT NULL REFERENCES daily_picks(date),
  leg_count       integer NOT NULL CHECK (leg_count BETWEEN 2 AND 3),
  decimal_price   numeric NOT NULL CHECK (decimal_price > 1),
  american_price  integer NOT NULL CHECK (american_price <= -100 OR american_price >= 100),
  probability     numeric NOT NULL CHECK (probability > 0 AND probability < 1),
  first_game_time timestamptz NOT NULL,
  published_at    timestamptz NOT NULL,
  result          text CHECK (result IN ('won', 'lost', 'push')),
  -- The decimal price a won parlay paid: the product of its legs that did not push or drop out.
  settled_decimal numeric CHECK (settled_decimal IS NULL OR settled_decimal >= 1),
  revision        integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  graded_at       timestamptz,
  CONSTRAINT parlays_one_per_date UNIQUE (date),
  CONSTRAINT parlays_published_before_first_game CHECK (published_at < first_game_time),
  CONSTRAINT parlays_graded_when_result CHECK ((result IS NULL) = (graded_at IS NULL))
);

CREATE TABLE parlay_legs (
  parlay_id   text NOT NULL REFERENCES parlays(parlay_id),
  idx         integer NOT NULL CHECK (idx >= 0 AND idx < 3),
  pick_id     text NOT NULL REFERENCES picks(pick_id),
  event_id    text NOT NULL,
  price       integer NOT NULL CHECK (price <= -100 OR price >= 100),
  book        text NOT NULL,
  probability numeric NOT NULL CHECK (probability > 0 AND probability < 1),
  PRIMARY KEY (parlay_id, idx),
  CONSTRAINT parlay_legs_pick_once UNIQUE (pick_id),
  CONSTRAINT parlay_legs_one_per_game UNIQUE (parlay_id, event_id)
);

-- A leg's pick is of the parlay's date and its event, and the parlay holds exactly leg_count legs
-- (checked at commit, once every leg is written).
CREATE FUNCTION parlay_legs_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  want integer;
  have integer;
  pid text := COALESCE(NEW.parlay_id, OLD.parlay_id);
BEGIN
  IF TG_TABLE_NAME = 'parlay_legs' AND TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM picks p JOIN parlays x ON x.parlay_id = NEW.parlay_id
                   WHERE p.pick_id = NEW.pick_id AND p.date = x.date AND p.event_id = NEW.event_id) THEN
      RAISE EXCEPTION 'leg % of parlay % is not a pick of its date and game', NEW.pick_id, NEW.parlay_id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
  END IF;
  SELECT leg_count INTO want FROM parlays WHERE parlay_id = pid;
  SELECT count(*) INTO have FROM parlay_legs WHERE parlay_id = pid;
  IF want IS NOT NULL AND have <> want THEN
    RAISE EXCEPTION 'parlay % has % legs, not %', pid, have, want USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER parlay_legs_count AFTER INSERT ON parlay_legs DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION parlay_legs_check();
CREATE CONSTRAINT TRIGGER parlays_leg_count AFTER INSERT ON parlays DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION parlay_legs_check();

-- Published is published: the legs never change, and a parlay's price, probability and legs count
-- never change; only its grade is written (and revised when a leg's result is corrected).
CREATE FUNCTION parlays_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_TABLE_NAME = 'parlay_legs' THEN
    RAISE EXCEPTION 'parlay % is published and cannot change', OLD.parlay_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.parlay_id, NEW.date, NEW.leg_count, NEW.decimal_price, NEW.american_price, NEW.probability, NEW.first_game_time, NEW.published_at)
     IS DISTINCT FROM
     (OLD.parlay_id, OLD.date, OLD.leg_count, OLD.decimal_price, OLD.american_price, OLD.probability, OLD.first_game_time, OLD.published_at) THEN
    RAISE EXCEPTION 'parlay % is published and cannot change', OLD.parlay_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER parlays_immutable BEFORE UPDATE OR DELETE ON parlays FOR EACH ROW EXECUTE FUNCTION parlays_refuse_changes();
CREATE TRIGGER parlay_legs_immutable BEFORE UPDATE OR DELETE ON parlay_legs FOR EACH ROW EXECUTE FUNCTION parlays_refuse_changes();
