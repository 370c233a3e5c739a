-- stats-ingest: final box scores, kept once a game is final (they never change), so grading props
-- hours or days later needs no outside call. Everything else it reads is cached (adapters.cache).
CREATE TABLE box_scores (
  event_id text PRIMARY KEY,
  league text NOT NULL,
  game_date date NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  simulated boolean NOT NULL,
  box jsonb NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX box_scores_date ON box_scores (league, game_date);
