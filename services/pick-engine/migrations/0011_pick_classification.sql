-- Bet or Lean (issue 26): each pick's classification, its expected value against the fair line, the
-- price that makes it a Bet and, for a Bet, the suggested stake, kept beside its fair line. Published with the pick and never
-- changed after (the closing source on the same row is written later, so only these are frozen).
ALTER TABLE pick_fair_lines
  ADD COLUMN classification text CHECK (classification IN ('bet', 'lean')),
  ADD COLUMN ev_at_fair     double precision,
  ADD COLUMN stake          double precision CHECK (stake > 0 AND stake <= 1),
  -- The worst American price at which the pick is a Bet (a Lean's price to become one).
  ADD COLUMN bet_price      integer,
  -- A Bet carries a stake and a Lean never does.
  ADD CONSTRAINT pick_fair_lines_stake_is_a_bets CHECK ((classification = 'bet') = (stake IS NOT NULL) OR classification IS NULL);

CREATE FUNCTION pick_classification_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.classification, OLD.ev_at_fair, OLD.stake, OLD.bet_price, OLD.source, OLD.probability) IS DISTINCT FROM (NEW.classification, NEW.ev_at_fair, NEW.stake, NEW.bet_price, NEW.source, NEW.probability)
     AND OLD.source IS NOT NULL THEN
    RAISE EXCEPTION 'the fair line and classification of pick % are published and cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER pick_classification_immutable BEFORE UPDATE ON pick_fair_lines FOR EACH ROW EXECUTE FUNCTION pick_classification_refuse_changes();
