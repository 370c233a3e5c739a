-- odds-ingest: events, every odds snapshot, scores, finals (the game.final guard), simulator
-- finals forced by an admin, and the Odds API quota. Times are UTC (timestamptz).

-- One row per game seen from the provider (odds or scores answers).
CREATE TABLE events (
  id text PRIMARY KEY,
  sport_key text NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  commence_time timestamptz NOT NULL,
  simulated boolean NOT NULL,
  -- Hash of the prices in the latest stored snapshot. A refresh stores a snapshot only by moving
  -- this (compare-and-set under the row lock), so two refreshes that read the same prices, or two
  -- replicas racing, store it once.
  latest_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_sport_time ON events (sport_key, simulated, commence_time);

-- Each distinct pre-game state of an event's odds: all its bookmakers' h2h/spreads/totals as
-- JSONB, one row per refresh that changed a price. Opening = first row, closing = last row.
CREATE TABLE odds_snapshots (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  taken_at timestamptz NOT NULL,
  content_hash text NOT NULL,
  bookmakers jsonb NOT NULL,
  UNIQUE (event_id, taken_at)
);
CREATE INDEX odds_snapshots_event_time ON odds_snapshots (event_id, taken_at DESC);

-- The latest score of a game (live or final).
CREATE TABLE scores (
  event_id text PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  home_score integer CHECK (home_score >= 0),
  away_score integer CHECK (away_score >= 0),
  completed boolean NOT NULL DEFAULT false,
  last_update timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per finished game. It is inserted in the same transaction as the game.final outbox row,
-- and its primary key is what makes that event go out exactly once, whoever polls and how often.
CREATE TABLE game_finals (
  event_id text PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  home_score integer NOT NULL CHECK (home_score >= 0),
  away_score integer NOT NULL CHECK (away_score >= 0),
  completed_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);

-- Simulated games finished early by an admin (embedded and test modes). Durable, so every replica
-- of odds-ingest, and stats-ingest through GetScores, sees the same finals.
CREATE TABLE forced_finals (
  event_id text PRIMARY KEY,
  sport_key text NOT NULL,
  forced_at timestamptz NOT NULL
);

-- The Odds API quota as the last answer's headers reported it (one row).
CREATE TABLE api_quota (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  remaining integer,
  used integer,
  last integer,
  updated_at timestamptz NOT NULL
);
