-- Daily picks by Eastern date, one row per pick (immutable once published), the writer's audit,
-- game results (one per pick) and generation runs.

CREATE TABLE daily_picks (
  date        date PRIMARY KEY,
  pick_ids    text[] NOT NULL,
  simulated   boolean NOT NULL DEFAULT false,
  run_id      text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE picks (
  pick_id             text PRIMARY KEY,
  date                date NOT NULL REFERENCES daily_picks(date),
  idx                 integer NOT NULL CHECK (idx >= 0),
  league              text NOT NULL,
  event_id            text NOT NULL,
  home_team           text NOT NULL,
  away_team           text NOT NULL,
  game                text NOT NULL,
  time                text NOT NULL,
  game_time           timestamptz NOT NULL,
  pick_text           text NOT NULL CHECK (pick_text ~ '\s[+-][0-9]{3,}$'),
  odds                integer NOT NULL CHECK (odds <= -100 OR odds >= 100),
  type                text NOT NULL CHECK (type IN ('spread', 'moneyline')),
  side                text NOT NULL CHECK (side IN ('home', 'away')),
  line                numeric NOT NULL,
  confidence          numeric NOT NULL CHECK (confidence >= 0.5 AND confidence <= 1),
  rationale           text NOT NULL CHECK (rationale <> ''),
  trap_alert          boolean NOT NULL,
  revenge             boolean NOT NULL,
  superstition        boolean NOT NULL,
  momentum            numeric NOT NULL CHECK (momentum >= 0 AND momentum <= 1),
  no_vig_probability  numeric NOT NULL,
  ev                  numeric NOT NULL,
  bookmaker           text NOT NULL DEFAULT '',
  simulated           boolean NOT NULL DEFAULT false,
  writer              text NOT NULL CHECK (writer IN ('openai', 'offline')),
  published_at        timestamptz NOT NULL,
  closing_odds        integer,
  closing_line        numeric,
  closing_no_vig      numeric,
  closing_recorded_at timestamptz,
  -- Published before its game starts, and each game picked once per Eastern day.
  CONSTRAINT picks_published_before_start CHECK (published_at < game_time),
  CONSTRAINT picks_one_per_game_per_day UNIQUE (date, event_id)
);
CREATE INDEX picks_event_id_idx ON picks (event_id);
CREATE INDEX picks_open_close_idx ON picks (game_time) WHERE closing_odds IS NULL;

-- A published pick is Gary's public word: its text, price, side and reasoning can never change and
-- it can never be deleted. Only the closing line may be filled in later.
CREATE FUNCTION picks_refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'pick % is published and cannot be deleted', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.pick_id, NEW.date, NEW.idx, NEW.league, NEW.event_id, NEW.home_team, NEW.away_team, NEW.game, NEW.time, NEW.game_time,
      NEW.pick_text, NEW.odds, NEW.type, NEW.side, NEW.line, NEW.confidence, NEW.rationale, NEW.trap_alert, NEW.revenge,
      NEW.superstition, NEW.momentum, NEW.no_vig_probability, NEW.ev, NEW.bookmaker, NEW.simulated, NEW.writer, NEW.published_at)
     IS DISTINCT FROM
     (OLD.pick_id, OLD.date, OLD.idx, OLD.league, OLD.event_id, OLD.home_team, OLD.away_team, OLD.game, OLD.time, OLD.game_time,
      OLD.pick_text, OLD.odds, OLD.type, OLD.side, OLD.line, OLD.confidence, OLD.rationale, OLD.trap_alert, OLD.revenge,
      OLD.superstition, OLD.momentum, OLD.no_vig_probability, OLD.ev, OLD.bookmaker, OLD.simulated, OLD.writer, OLD.published_at) THEN
    RAISE EXCEPTION 'pick % is published and cannot change', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF OLD.closing_odds IS NOT NULL AND NEW.closing_odds IS DISTINCT FROM OLD.closing_odds THEN
    RAISE EXCEPTION 'closing odds of pick % are already recorded', OLD.pick_id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER picks_immutable BEFORE UPDATE OR DELETE ON picks FOR EACH ROW EXECUTE FUNCTION picks_refuse_changes();

CREATE TABLE pick_audit (
  pick_id            text PRIMARY KEY REFERENCES picks(pick_id),
  writer             text NOT NULL,
  extraction_method  text,
  warnings           text[] NOT NULL DEFAULT '{}',
  raw_output         text,
  prompt_tokens      integer NOT NULL DEFAULT 0,
  completion_tokens  integer NOT NULL DEFAULT 0,
  llm_calls          integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE game_results (
  id           bigserial PRIMARY KEY,
  pick_id      text NOT NULL REFERENCES picks(pick_id),
  event_id     text NOT NULL,
  game_date    date NOT NULL,
  league       text NOT NULL,
  result       text NOT NULL CHECK (result IN ('won', 'lost', 'push')),
  final_score  text NOT NULL CHECK (final_score ~ '^[0-9]+-[0-9]+$'),
  pick_text    text NOT NULL,
  matchup      text NOT NULL,
  confidence   numeric NOT NULL,
  odds         integer NOT NULL,
  graded_at    timestamptz NOT NULL DEFAULT now(),
  -- One grade per pick, whatever the event bus redelivers.
  CONSTRAINT game_results_one_per_pick UNIQUE (pick_id)
);
CREATE INDEX game_results_date_idx ON game_results (game_date);

CREATE TABLE generation_runs (
  run_id        text PRIMARY KEY,
  date          date NOT NULL,
  sports        text[] NOT NULL,
  requested_by  text NOT NULL,
  progress      jsonb NOT NULL DEFAULT '[]',
  message       text NOT NULL DEFAULT '',
  started_at    timestamptz NOT NULL,
  finished_at   timestamptz
);
CREATE INDEX generation_runs_started_idx ON generation_runs (started_at DESC);
