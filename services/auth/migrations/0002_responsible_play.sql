-- Responsible play: the date of birth (21+; accounts made before sign-up asked for it have none
-- and are asked once at their next sign-in), and cool-offs and self-exclusions.
ALTER TABLE users ADD COLUMN date_of_birth date;

-- One row per break. A break is "open" until its end is recorded (closed_at): a cool-off when its
-- time is up (recorded the first time anyone looks after that), a self-exclusion only when the user
-- confirms afresh after its time is up, any break when a longer one replaces it. The end is logged
-- here (closed_at, end_reason) and in the service log. Nothing updates starts_at or ends_at: a
-- break cannot be shortened.
CREATE TABLE play_breaks (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('cool_off', 'self_exclusion')),
  period      text NOT NULL CHECK (period IN ('24h', '7d', '30d', '6w', '6m', '1y', '5y')),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  closed_at   timestamptz,
  end_reason  text CHECK (end_reason IN ('expired', 'confirmed', 'extended')),
  CHECK (ends_at > starts_at),
  CHECK ((closed_at IS NULL) = (end_reason IS NULL)),
  -- Expiry and confirmation come at or after the end; only a longer break replaces one early.
  CHECK (end_reason IS NULL OR end_reason = 'extended' OR closed_at >= ends_at),
  CHECK (kind = 'self_exclusion' OR end_reason IS DISTINCT FROM 'confirmed')
);
-- At most one open break per user: two concurrent starts cannot both open one.
CREATE UNIQUE INDEX play_breaks_one_open ON play_breaks (user_id) WHERE closed_at IS NULL;
CREATE INDEX play_breaks_user ON play_breaks (user_id, starts_at DESC);

-- The guard behind "cannot be ended early": a break's terms never change and a closed break never
-- reopens or closes again; only closed_at and end_reason are written, once.
CREATE FUNCTION play_breaks_terms_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id <> OLD.user_id OR NEW.kind <> OLD.kind OR NEW.period <> OLD.period
     OR NEW.starts_at <> OLD.starts_at OR NEW.ends_at <> OLD.ends_at THEN
    RAISE EXCEPTION 'a break''s terms cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'a closed break stays closed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER play_breaks_terms_fixed BEFORE UPDATE ON play_breaks FOR EACH ROW EXECUTE FUNCTION play_breaks_terms_fixed();
