-- The rating model's live state and what each pick stored of it.
--
-- model_finals: every final the engine has heard (game.final), in every mode, one row per event.
-- The live ratings are the shipped ratings (packages/handicap/ratings/ratings.json) carried forward
-- by these finals in order, so the state and its version (shipped version + finals applied) can be
-- rebuilt at any time and a redelivered final changes nothing (the primary key).
CREATE TABLE model_finals (
  event_id     text PRIMARY KEY,
  league       text NOT NULL,
  home_team    text NOT NULL,
  away_team    text NOT NULL,
  game_date    date NOT NULL,
  home_score   integer NOT NULL CHECK (home_score >= 0),
  away_score   integer NOT NULL CHECK (away_score >= 0),
  completed_at timestamptz NOT NULL,
  recorded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX model_finals_league_idx ON model_finals (league, game_date, completed_at, event_id);

-- Each pick: the ratings version that priced it, the model's own probability of the bet beside
-- the market's (no_vig_probability), and whether it was a value play or a lean. Null on picks
-- published before the model.
ALTER TABLE picks
  ADD COLUMN model_version     text,
  ADD COLUMN model_probability numeric CHECK (model_probability IS NULL OR (model_probability >= 0 AND model_probability <= 1)),
  ADD COLUMN pick_label        text CHECK (pick_label IS NULL OR pick_label IN ('value', 'lean'));

-- The new columns are part of the published pick: they cannot change either.
CREATE OR REPLACE FUNCTION picks_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'pick % is published and cannot be deleted', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.pick_id, NEW.date, NEW.idx, NEW.league, NEW.event_id, NEW.home_team, NEW.away_team, NEW.game, NEW.time, NEW.game_time,
      NEW.pick_text, NEW.odds, NEW.type, NEW.side, NEW.line, NEW.confidence, NEW.rationale, NEW.trap_alert, NEW.revenge,
      NEW.superstition, NEW.momentum, NEW.no_vig_probability, NEW.ev, NEW.bookmaker, NEW.simulated, NEW.writer, NEW.published_at,
      NEW.model_version, NEW.model_probability, NEW.pick_label)
     IS DISTINCT FROM
     (OLD.pick_id, OLD.date, OLD.idx, OLD.league, OLD.event_id, OLD.home_team, OLD.away_team, OLD.game, OLD.time, OLD.game_time,
      OLD.pick_text, OLD.odds, OLD.type, OLD.side, OLD.line, OLD.confidence, OLD.rationale, OLD.trap_alert, OLD.revenge,
      OLD.superstition, OLD.momentum, OLD.no_vig_probability, OLD.ev, OLD.bookmaker, OLD.simulated, OLD.writer, OLD.published_at,
      OLD.model_version, OLD.model_probability, OLD.pick_label) THEN
    RAISE EXCEPTION 'pick % is published and cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.closing_odds IS NOT NULL AND NEW.closing_odds IS DISTINCT FROM OLD.closing_odds THEN
    RAISE EXCEPTION 'closing odds of pick % are already recorded', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
