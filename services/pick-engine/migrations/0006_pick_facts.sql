-- The facts snapshot each pick's rationale was written from, and the claims it binds.
--
-- picks.facts_sha256: SHA-256 (hex) of the snapshot's RFC 8785 canonical JSON; part of the
-- published pick (and of its pick-log leaf), so it can never change. Null on picks published before
-- the facts were kept.
-- pick_facts: the canonical text itself (the CHECK proves it hashes to the stored hash, and the
-- foreign key that the hash is the pick's), the checked claims and their count. Never changes.
ALTER TABLE picks ADD COLUMN facts_sha256 text CHECK (facts_sha256 IS NULL OR facts_sha256 ~ '^[0-9a-f]{64}$');
ALTER TABLE picks ADD CONSTRAINT picks_facts_sha256_key UNIQUE (pick_id, facts_sha256);

CREATE TABLE pick_facts (
  pick_id          text PRIMARY KEY,
  facts_sha256     text NOT NULL,
  facts_canonical  text NOT NULL CHECK (facts_sha256 = encode(sha256(convert_to(facts_canonical, 'UTF8')), 'hex')),
  claims           jsonb NOT NULL DEFAULT '[]',
  claims_checked   integer NOT NULL CHECK (claims_checked >= 0),
  claims_total     integer NOT NULL CHECK (claims_total >= claims_checked),
  simulated        boolean NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT pick_facts_of_the_pick FOREIGN KEY (pick_id, facts_sha256) REFERENCES picks (pick_id, facts_sha256)
);

CREATE FUNCTION pick_facts_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the facts of pick % are published and cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER pick_facts_immutable BEFORE UPDATE OR DELETE ON pick_facts FOR EACH ROW EXECUTE FUNCTION pick_facts_refuse_changes();

-- The facts hash is part of the published pick: it cannot change either.
CREATE OR REPLACE FUNCTION picks_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'pick % is published and cannot be deleted', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.pick_id, NEW.date, NEW.idx, NEW.league, NEW.event_id, NEW.home_team, NEW.away_team, NEW.game, NEW.time, NEW.game_time,
      NEW.pick_text, NEW.odds, NEW.type, NEW.side, NEW.line, NEW.confidence, NEW.rationale, NEW.trap_alert, NEW.revenge,
      NEW.superstition, NEW.momentum, NEW.no_vig_probability, NEW.ev, NEW.bookmaker, NEW.simulated, NEW.writer, NEW.published_at,
      NEW.model_version, NEW.model_probability, NEW.pick_label, NEW.facts_sha256)
     IS DISTINCT FROM
     (OLD.pick_id, OLD.date, OLD.idx, OLD.league, OLD.event_id, OLD.home_team, OLD.away_team, OLD.game, OLD.time, OLD.game_time,
      OLD.pick_text, OLD.odds, OLD.type, OLD.side, OLD.line, OLD.confidence, OLD.rationale, OLD.trap_alert, OLD.revenge,
      OLD.superstition, OLD.momentum, OLD.no_vig_probability, OLD.ev, OLD.bookmaker, OLD.simulated, OLD.writer, OLD.published_at,
      OLD.model_version, OLD.model_probability, OLD.pick_label, OLD.facts_sha256) THEN
    RAISE EXCEPTION 'pick % is published and cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.closing_odds IS NOT NULL AND NEW.closing_odds IS DISTINCT FROM OLD.closing_odds THEN
    RAISE EXCEPTION 'closing odds of pick % are already recorded', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
