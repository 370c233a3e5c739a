-- Player-prop picks: one row per prop (the day's top 10), and their graded results.
CREATE TABLE prop_picks (
  id           text PRIMARY KEY,
  date         date NOT NULL,
  league       text NOT NULL CHECK (league IN ('NBA', 'MLB', 'NHL')),
  event_id     text NOT NULL,
  player       text NOT NULL,
  player_id    text NOT NULL DEFAULT '',
  team         text NOT NULL DEFAULT '',
  prop_type    text NOT NULL,
  market       text NOT NULL DEFAULT '',
  line         double precision NOT NULL,
  bet          text NOT NULL CHECK (bet IN ('over', 'under')),
  odds         integer NOT NULL CHECK (odds <= -100 OR odds >= 100),
  confidence   double precision NOT NULL CHECK (confidence > 0 AND confidence <= 1),
  ev           double precision NOT NULL,
  analysis     jsonb NOT NULL DEFAULT '[]'::jsonb,
  matchup      text NOT NULL,
  home_team    text NOT NULL,
  away_team    text NOT NULL,
  game_time    timestamptz NOT NULL,
  source       text NOT NULL CHECK (source IN ('odds', 'simulated', 'search', 'rules')),
  writer       text NOT NULL CHECK (writer IN ('openai', 'offline', 'rules')),
  rank         integer NOT NULL,
  simulated    boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prop_picks_date_idx ON prop_picks (date, rank);
CREATE INDEX prop_picks_event_idx ON prop_picks (event_id);

-- One result per prop. won/lost/push are final; pending may be upgraded by a later grading.
CREATE TABLE prop_results (
  prop_id        text PRIMARY KEY REFERENCES prop_picks (id),
  game_date      date NOT NULL,
  league         text NOT NULL,
  event_id       text NOT NULL,
  player_name    text NOT NULL,
  player_id      text NOT NULL DEFAULT '',
  prop_type      text NOT NULL,
  line_value     double precision NOT NULL,
  bet            text NOT NULL,
  odds           integer NOT NULL,
  result         text NOT NULL CHECK (result IN ('won', 'lost', 'push', 'pending')),
  actual_value   double precision,
  pending_reason text,
  pick_text      text NOT NULL,
  matchup        text NOT NULL,
  confidence     double precision NOT NULL,
  graded_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prop_results_date_idx ON prop_results (game_date);

-- Generation runs (who ran, when, what came of it): the scheduler reads it to run once a day.
CREATE TABLE prop_runs (
  id          bigserial PRIMARY KEY,
  date        date NOT NULL,
  trigger     text NOT NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  count       integer,
  level       text,
  message     text,
  notes       jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX prop_runs_date_idx ON prop_runs (date, trigger);
