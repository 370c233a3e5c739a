-- "What Gary Thinks": one row per Eastern date holding every sport's games (each item carries its
-- sport), and which sports' runs are done (so a sport with no games today is not run again).
CREATE TABLE gary_thoughts (
  date        date PRIMARY KEY,
  thoughts    jsonb NOT NULL DEFAULT '[]'::jsonb,
  sports_done text[] NOT NULL DEFAULT '{}',
  simulated   boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
