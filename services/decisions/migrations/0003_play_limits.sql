-- Responsible play: what each decision stakes (units), each user's plan (stake per decision,
-- optional bankroll and unit size) and their self-set limits per Eastern day and week.
ALTER TABLE decisions ADD COLUMN stake_units numeric(8, 2) NOT NULL DEFAULT 1 CHECK (stake_units > 0);

-- A user with a row here decides through the guarded path (a transaction that locks this row, counts
-- the day's and week's decisions and stakes, and refuses one beyond a limit), so two concurrent
-- decisions can never both pass a limit. Users without a row keep the one-statement fast path.
CREATE TABLE play_plans (
  user_id        uuid PRIMARY KEY,
  stake_units    numeric(8, 2) NOT NULL DEFAULT 1 CHECK (stake_units > 0 AND stake_units <= 100),
  bankroll       numeric(14, 2) CHECK (bankroll > 0),
  unit_size      numeric(12, 2) CHECK (unit_size > 0),
  decisions_day  integer CHECK (decisions_day >= 0),
  decisions_week integer CHECK (decisions_week >= 0),
  units_day      numeric(10, 2) CHECK (units_day >= 0),
  units_week     numeric(10, 2) CHECK (units_week >= 0),
  updated_at     timestamptz NOT NULL
);

-- Raises (and removals) of a limit wait 24 hours; lowering applies at once and cancels a pending raise.
CREATE TABLE play_limit_raises (
  id           bigserial PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES play_plans (user_id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (name IN ('decisions_day', 'decisions_week', 'units_day', 'units_week')),
  value        numeric(10, 2) CHECK (value >= 0), -- null: the limit is removed
  requested_at timestamptz NOT NULL,
  applies_at   timestamptz NOT NULL CHECK (applies_at >= requested_at + interval '24 hours'),
  cancelled_at timestamptz,
  applied_at   timestamptz,
  CHECK (applied_at IS NULL OR applied_at >= applies_at),
  CHECK (cancelled_at IS NULL OR applied_at IS NULL)
);
CREATE UNIQUE INDEX play_limit_raises_one_pending ON play_limit_raises (user_id, name) WHERE cancelled_at IS NULL AND applied_at IS NULL;
-- The guarded path counts a user's decisions of the day and week through the primary key's user_id
-- prefix: no extra index, so the fast path's inserts write no more than before.
