-- The Parlay of the Day belongs to a card (issue 28): built from the picks of one card once the card
-- is shown and out whole, and filed under the card's date, not the date of the run that made its
-- legs (a late-evening run's picks stand on the next day's card). Parlays filed before keep their
-- run's date: the reference to the card is enforced for new rows.
ALTER TABLE parlays DROP CONSTRAINT parlays_date_fkey;
ALTER TABLE parlays ADD CONSTRAINT parlays_card_fkey FOREIGN KEY (date) REFERENCES cards(date) NOT VALID;

-- A leg is a pick on the parlay's card, of the game it names.
CREATE OR REPLACE FUNCTION parlay_legs_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  want integer;
  have integer;
  pid text := COALESCE(NEW.parlay_id, OLD.parlay_id);
BEGIN
  IF TG_TABLE_NAME = 'parlay_legs' AND TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM picks p JOIN parlays x ON x.parlay_id = NEW.parlay_id
                   WHERE p.pick_id = NEW.pick_id AND p.card_date = x.date AND p.event_id = NEW.event_id) THEN
      RAISE EXCEPTION 'leg % of parlay % is not a pick of its card and game', NEW.pick_id, NEW.parlay_id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
  END IF;
  SELECT leg_count INTO want FROM parlays WHERE parlay_id = pid;
  SELECT count(*) INTO have FROM parlay_legs WHERE parlay_id = pid;
  IF want IS NOT NULL AND have <> want THEN
    RAISE EXCEPTION 'parlay % has % legs, not %', pid, have, want USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;
