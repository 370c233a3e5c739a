-- Each game picked once (issue 28). NBA's slate takes tomorrow's games, so a day's run used to
-- pick games of the next day that the next day's run picked again: two graded picks on one game,
-- both counted by the record. From here:
--
-- picks.card_date: the Eastern day of the pick's game, the card the pick belongs to whatever run
-- made it. Generated from game_time, so it can never disagree with the game or change.
ALTER TABLE picks ADD COLUMN card_date date GENERATED ALWAYS AS ((game_time AT TIME ZONE 'America/New_York')::date) STORED;
CREATE INDEX picks_card_date_idx ON picks (card_date);

-- picks.voided: the pick's latest result is void (a scratched game, an admin void, a duplicate).
-- Set only by the corrections log (the trigger below), so a pick is live or void exactly as the
-- public corrections say.
ALTER TABLE picks ADD COLUMN voided boolean NOT NULL DEFAULT false;

CREATE FUNCTION picks_voided_by_corrections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE picks SET voided = (NEW.new_result = 'void') WHERE pick_id = NEW.pick_id AND voided IS DISTINCT FROM (NEW.new_result = 'void');
  RETURN NEW;
END $$;
CREATE TRIGGER pick_corrections_set_voided AFTER INSERT ON pick_corrections FOR EACH ROW EXECUTE FUNCTION picks_voided_by_corrections();

CREATE FUNCTION picks_voided_only_by_corrections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.voided IS DISTINCT FROM OLD.voided AND NEW.voided IS DISTINCT FROM coalesce(
       (SELECT c.new_result = 'void' FROM pick_corrections c WHERE c.pick_id = NEW.pick_id ORDER BY c.revision DESC LIMIT 1), false) THEN
    RAISE EXCEPTION 'pick % is void only as its latest correction says', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER picks_voided_guard BEFORE UPDATE ON picks FOR EACH ROW EXECUTE FUNCTION picks_voided_only_by_corrections();

UPDATE picks p SET voided = true
  WHERE (SELECT c.new_result FROM pick_corrections c WHERE c.pick_id = p.pick_id ORDER BY c.revision DESC LIMIT 1) = 'void';

-- Existing duplicates: on each game picked more than once, the earliest published pick stands and
-- every later one is voided through the public corrections log with its reason (a correction row,
-- the void result it allows, and a pick.corrected event for decisions to settle rides as void),
-- exactly as a scratch would do it. The pick log keeps every published pick, once.
DO $$
DECLARE
  d record;
  cur record;
  cid text;
  rev integer;
  at timestamptz := now();
  why text;
  fade_void text;
  eid uuid;
BEGIN
  FOR d IN
    SELECT * FROM (
      SELECT p.pick_id, p.event_id, to_char(p.date, 'YYYY-MM-DD') AS date, p.league, p.pick_text, p.game, p.confidence, p.odds,
             first_value(p.pick_id) OVER w AS kept_id, to_char(first_value(p.published_at) OVER w AT TIME ZONE 'America/New_York', 'YYYY-MM-DD') AS kept_on,
             row_number() OVER w AS n
        FROM picks p WHERE NOT p.voided
      WINDOW w AS (PARTITION BY p.event_id ORDER BY p.published_at, p.pick_id)
    ) x WHERE x.n > 1 ORDER BY x.event_id, x.n
  LOOP
    SELECT result, final_score, fade_result, revision INTO cur FROM game_results WHERE pick_id = d.pick_id;
    rev := coalesce(cur.revision, 0) + 1;
    cid := 'pc_' || replace(gen_random_uuid()::text, '-', '');
    why := format('Duplicate pick: this game was already picked on %s (pick %s), and each game counts once. The earlier pick stands.', d.kept_on, d.kept_id);
    fade_void := CASE WHEN EXISTS (SELECT 1 FROM pick_fades f WHERE f.pick_id = d.pick_id) THEN 'void' END;
    INSERT INTO pick_corrections (correction_id, pick_id, event_id, revision, kind, old_result, new_result, old_final_score, new_final_score,
                                  old_fade_result, new_fade_result, reason, source, corrected_at)
      VALUES (cid, d.pick_id, d.event_id, rev, 'void', cur.result, 'void', cur.final_score, '', cur.fade_result, fade_void, why, 'pick-engine', at);
    IF cur.revision IS NULL THEN
      INSERT INTO game_results (pick_id, event_id, game_date, league, result, final_score, pick_text, matchup, confidence, odds, fade_result, revision)
        VALUES (d.pick_id, d.event_id, d.date::date, d.league, 'void', '', d.pick_text, d.game, d.confidence, d.odds, fade_void, rev);
    ELSE
      UPDATE game_results SET result = 'void', final_score = '', fade_result = fade_void, revision = rev WHERE pick_id = d.pick_id;
    END IF;
    eid := gen_random_uuid();
    INSERT INTO outbox (id, topic, key, envelope) VALUES (eid, 'pick.corrected', d.pick_id, jsonb_build_object(
      'id', eid, 'type', 'pick.corrected', 'version', 1, 'occurredAt', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'source', 'pick-engine', 'key', d.pick_id,
      'data', jsonb_build_object('correctionId', cid, 'pickId', d.pick_id, 'eventId', d.event_id, 'date', d.date, 'league', d.league,
        'revision', rev, 'kind', 'void', 'oldResult', cur.result, 'newResult', 'void', 'oldFinalScore', nullif(cur.final_score, ''),
        'newFinalScore', '', 'reason', why, 'source', 'pick-engine', 'correctedAt', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))));
  END LOOP;
END $$;

-- One live pick per game: a second pick on an event is refused by the database, whichever run or
-- replica writes it. A voided pick (a postponed game) frees its event for the rescheduled game.
ALTER TABLE picks DROP CONSTRAINT picks_one_per_game_per_day;
CREATE UNIQUE INDEX picks_one_live_per_event ON picks (event_id) WHERE NOT voided;
