-- OpenTimestamps proofs of the pick log's daily checkpoints: one per daily checkpoint, the detached
-- `.ots` file of the SHA-256 of the checkpoint's note. A proof starts pending (calendars' promises)
-- and is rewritten when a calendar has anchored it in Bitcoin; the file must always be a proof of
-- that very digest (the header is checked), and a row never goes.
CREATE TABLE ledger_timestamps (
  checkpoint_id bigint PRIMARY KEY REFERENCES ledger_checkpoints(id),
  digest        bytea NOT NULL CHECK (length(digest) = 32),
  proof         bytea NOT NULL,
  calendars     text[] NOT NULL,
  status        text NOT NULL CHECK (status IN ('pending', 'complete')),
  stamped_at    timestamptz NOT NULL,
  upgraded_at   timestamptz,
  -- magic (31 bytes), major version 1, sha256 file-hash op, then the digest itself.
  CONSTRAINT ledger_timestamps_proof_of_digest CHECK (
    substring(proof FROM 1 FOR 65) = '\x004f70656e54696d657374616d7073000050726f6f6600bf89e2e884e892940108'::bytea || digest
  )
);

CREATE FUNCTION ledger_timestamps_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.checkpoint_id = OLD.checkpoint_id AND NEW.digest = OLD.digest AND NEW.stamped_at = OLD.stamped_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a checkpoint''s timestamp is only ever upgraded' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER ledger_timestamps_upgrade_only BEFORE UPDATE OR DELETE ON ledger_timestamps FOR EACH ROW EXECUTE FUNCTION ledger_timestamps_guard();
CREATE TRIGGER ledger_timestamps_no_truncate BEFORE TRUNCATE ON ledger_timestamps FOR EACH STATEMENT EXECUTE FUNCTION ledger_timestamps_guard();
