-- The pick log: one append-only Merkle log (RFC 9162 hashing) of every published pick, for all
-- time, in publish order; its signed checkpoints; and the key that signs them.
--
-- ledger_leaves: leaf i is the JCS canonical JSON of pick record i (kept as the exact text that was
-- hashed) and its leaf hash SHA-256(0x00 || record). The database guards the log: indexes are
-- contiguous from 0, a pick is logged once, the hash matches the record, and rows never change or go.
CREATE TABLE ledger_leaves (
  leaf_index    bigint PRIMARY KEY CHECK (leaf_index >= 0),
  pick_id       text NOT NULL REFERENCES picks(pick_id),
  record        text NOT NULL,
  leaf_hash     bytea NOT NULL,
  commence_time timestamptz NOT NULL,
  appended_at   timestamptz NOT NULL,
  CONSTRAINT ledger_leaves_one_per_pick UNIQUE (pick_id),
  CONSTRAINT ledger_leaves_hash_of_record CHECK (leaf_hash = sha256('\x00'::bytea || convert_to(record, 'UTF8')))
);

CREATE FUNCTION ledger_leaves_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Appends are serialized by the writer's advisory lock; this makes a gap impossible anyway.
    IF NEW.leaf_index <> (SELECT coalesce(max(leaf_index) + 1, 0) FROM ledger_leaves) THEN
      RAISE EXCEPTION 'ledger leaf % is not the next index', NEW.leaf_index USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the pick log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER ledger_leaves_append_only BEFORE INSERT OR UPDATE OR DELETE ON ledger_leaves FOR EACH ROW EXECUTE FUNCTION ledger_leaves_guard();
CREATE TRIGGER ledger_leaves_no_truncate BEFORE TRUNCATE ON ledger_leaves FOR EACH STATEMENT EXECUTE FUNCTION ledger_leaves_guard();

-- Signing keys: generated and kept here when LEDGER_SIGNING_KEY is unset (like auth's JWT key), or
-- the public half of the key from the environment. One active key at a time.
CREATE TABLE ledger_keys (
  key_id      text PRIMARY KEY,
  name        text NOT NULL,
  public_key  bytea NOT NULL CHECK (length(public_key) = 32),
  private_key bytea CHECK (private_key IS NULL OR length(private_key) = 32),
  created_at  timestamptz NOT NULL,
  retired_at  timestamptz
);
CREATE UNIQUE INDEX ledger_keys_one_active ON ledger_keys ((true)) WHERE retired_at IS NULL;

-- Signed checkpoints: one after every publish ('publish') and one a day ('daily', once per Eastern
-- date). Append-only too.
CREATE TABLE ledger_checkpoints (
  id         bigserial PRIMARY KEY,
  tree_size  bigint NOT NULL CHECK (tree_size >= 0),
  root_hash  bytea NOT NULL,
  note       text NOT NULL,
  key_id     text NOT NULL REFERENCES ledger_keys(key_id),
  reason     text NOT NULL CHECK (reason IN ('publish', 'daily')),
  date       date NOT NULL,
  signed_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX ledger_checkpoints_one_daily ON ledger_checkpoints (date) WHERE reason = 'daily';
CREATE INDEX ledger_checkpoints_date_idx ON ledger_checkpoints (date, id);

CREATE FUNCTION ledger_checkpoints_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed checkpoints are append-only' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER ledger_checkpoints_append_only BEFORE UPDATE OR DELETE ON ledger_checkpoints FOR EACH ROW EXECUTE FUNCTION ledger_checkpoints_guard();
CREATE TRIGGER ledger_checkpoints_no_truncate BEFORE TRUNCATE ON ledger_checkpoints FOR EACH STATEMENT EXECUTE FUNCTION ledger_checkpoints_guard();
