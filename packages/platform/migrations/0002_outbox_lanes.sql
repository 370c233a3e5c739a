-- The relay's lanes: each event's key hashes to one of 16 lanes. A lane is relayed by one relay at
-- a time (an advisory lock per lane), in order of seq, so one key's events keep their order while
-- the lanes are relayed in parallel, by several workers of a process and by several replicas.
ALTER TABLE outbox ADD COLUMN lane smallint NOT NULL GENERATED ALWAYS AS ((hashtext(key) & 15)::smallint) STORED;
DROP INDEX outbox_unpublished;
CREATE INDEX outbox_lane_unpublished ON outbox (lane, seq) WHERE published_at IS NULL;
