-- The Fade-Gary ledger and public corrections.
--
-- pick_fades: for every pick, the other side as a bet of its own, at the best opposite price (and
-- its line) among the books when the pick was published, written in the publishing transaction.
-- Like the pick, it cannot change; only its closing line is filled in, once.
CREATE TABLE pick_fades (
  pick_id             text PRIMARY KEY REFERENCES picks(pick_id),
  type                text NOT NULL CHECK (type IN ('spread', 'moneyline')),
  side                text NOT NULL CHECK (side IN ('home', 'away')),
  line                numeric NOT NULL,
  odds                integer NOT NULL CHECK (odds <= -100 OR odds >= 100),
  bookmaker           text NOT NULL DEFAULT '',
  fade_text           text NOT NULL CHECK (fade_text ~ '\s[+-][0-9]{3,}$'),
  -- Gary's probability of the fade: one minus his probability of the pick.
  probability         numeric NOT NULL CHECK (probability >= 0 AND probability <= 1),
  closing_odds        integer,
  closing_line        numeric,
  closing_no_vig      numeric,
  closing_recorded_at timestamptz
);

CREATE FUNCTION pick_fades_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the fade of pick % is published and cannot be deleted', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.pick_id, NEW.type, NEW.side, NEW.line, NEW.odds, NEW.bookmaker, NEW.fade_text, NEW.probability)
     IS DISTINCT FROM (OLD.pick_id, OLD.type, OLD.side, OLD.line, OLD.odds, OLD.bookmaker, OLD.fade_text, OLD.probability) THEN
    RAISE EXCEPTION 'the fade of pick % is published and cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.closing_odds IS NOT NULL AND NEW.closing_odds IS DISTINCT FROM OLD.closing_odds THEN
    RAISE EXCEPTION 'closing odds of the fade of pick % are already recorded', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER pick_fades_immutable BEFORE UPDATE OR DELETE ON pick_fades FOR EACH ROW EXECUTE FUNCTION pick_fades_refuse_changes();

-- A game result may now be 'void' (a scratched game: postponed or cancelled, or voided by an
-- admin), which is never a grade: no final score, not counted in any record.
ALTER TABLE game_results DROP CONSTRAINT game_results_result_check;
ALTER TABLE game_results ADD CONSTRAINT game_results_result_check CHECK (result IN ('won', 'lost', 'push', 'void'));
ALTER TABLE game_results DROP CONSTRAINT game_results_final_score_check;
ALTER TABLE game_results ADD CONSTRAINT game_results_final_score_check
  CHECK (final_score ~ '^[0-9]+-[0-9]+$' OR (result = 'void' AND final_score = ''));
ALTER TABLE game_results
  -- The fade's own grade from the same final (null for a pick without a fade).
  ADD COLUMN fade_result text CHECK (fade_result IS NULL OR fade_result IN ('won', 'lost', 'push', 'void')),
  -- 0 as first graded; each correction raises it by one (pick_corrections.revision).
  ADD COLUMN revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0);

-- Every change of a result after grading (a corrected final, a void, a postponed or cancelled
-- game), in public: the old and new result, why, who said so, and when. One row per revision of a
-- pick's result; the unique (pick, revision) means a replayed or racing correction is applied once.
CREATE TABLE pick_corrections (
  correction_id   text PRIMARY KEY,
  pick_id         text NOT NULL REFERENCES picks(pick_id),
  event_id        text NOT NULL,
  revision        integer NOT NULL CHECK (revision >= 1),
  kind            text NOT NULL CHECK (kind IN ('final', 'void', 'postponed', 'cancelled')),
  -- null: the pick had no result yet (a game scratched before it was played).
  old_result      text CHECK (old_result IS NULL OR old_result IN ('won', 'lost', 'push', 'void')),
  new_result      text NOT NULL CHECK (new_result IN ('won', 'lost', 'push', 'void')),
  old_final_score text,
  new_final_score text NOT NULL,
  old_fade_result text,
  new_fade_result text,
  reason          text NOT NULL CHECK (reason <> ''),
  source          text NOT NULL CHECK (source <> ''),
  corrected_at    timestamptz NOT NULL,
  CONSTRAINT pick_corrections_once UNIQUE (pick_id, revision),
  CONSTRAINT pick_corrections_change_something
    CHECK (old_result IS DISTINCT FROM new_result OR old_final_score IS DISTINCT FROM new_final_score)
);
CREATE INDEX pick_corrections_time_idx ON pick_corrections (corrected_at DESC, correction_id);

CREATE FUNCTION pick_corrections_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'corrections are a public record and cannot be changed or deleted' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER pick_corrections_append_only BEFORE UPDATE OR DELETE ON pick_corrections FOR EACH ROW EXECUTE FUNCTION pick_corrections_refuse_changes();
CREATE TRIGGER pick_corrections_no_truncate BEFORE TRUNCATE ON pick_corrections FOR EACH STATEMENT EXECUTE FUNCTION pick_corrections_refuse_changes();

-- Nothing is overwritten silently: a game result changes (or is written as void) only as the
-- newest correction of its pick says, revision by revision, and is never deleted.
CREATE FUNCTION game_results_only_by_correction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the result of pick % cannot be deleted', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF (NEW.pick_id, NEW.event_id, NEW.game_date, NEW.league, NEW.pick_text, NEW.matchup, NEW.confidence, NEW.odds)
       IS DISTINCT FROM (OLD.pick_id, OLD.event_id, OLD.game_date, OLD.league, OLD.pick_text, OLD.matchup, OLD.confidence, OLD.odds) THEN
      RAISE EXCEPTION 'the graded pick % cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF (NEW.result, NEW.final_score, NEW.fade_result, NEW.revision) IS NOT DISTINCT FROM (OLD.result, OLD.final_score, OLD.fade_result, OLD.revision) THEN
      RETURN NEW;
    END IF;
    IF NEW.revision <> OLD.revision + 1 THEN
      RAISE EXCEPTION 'the result of pick % changes only by its next correction', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
  ELSIF NEW.revision = 0 AND NEW.result <> 'void' THEN
    RETURN NEW; -- the first grade
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM pick_corrections c
    WHERE c.pick_id = NEW.pick_id AND c.revision = NEW.revision AND c.new_result = NEW.result
      AND c.new_final_score = NEW.final_score AND c.new_fade_result IS NOT DISTINCT FROM NEW.fade_result
  ) THEN
    RAISE EXCEPTION 'the result of pick % changes only with a correction on record', NEW.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER game_results_corrected_only BEFORE INSERT OR UPDATE OR DELETE ON game_results FOR EACH ROW EXECUTE FUNCTION game_results_only_by_correction();
