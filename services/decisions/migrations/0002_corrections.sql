-- Corrections (pick.corrected): a pick's result may change after grading, or its game be scratched
-- (result 'void'). Decisions on a void pick are void: never a win, loss or push, counted in no
-- record, streak or leaderboard.
ALTER TABLE picks DROP CONSTRAINT picks_result_check;
ALTER TABLE picks ADD CONSTRAINT picks_result_check CHECK (result IN ('won', 'lost', 'push', 'void'));
-- The revision of the pick's result this projection holds (0 as first graded); corrections apply in order.
ALTER TABLE picks ADD COLUMN result_revision integer NOT NULL DEFAULT 0;
ALTER TABLE early_grades DROP CONSTRAINT early_grades_result_check;
ALTER TABLE early_grades ADD CONSTRAINT early_grades_result_check CHECK (result IN ('won', 'lost', 'push', 'void'));
ALTER TABLE decisions DROP CONSTRAINT decisions_outcome_check;
ALTER TABLE decisions ADD CONSTRAINT decisions_outcome_check CHECK (outcome IN ('pending', 'win', 'loss', 'push', 'void'));

-- Each correction re-settles its pick's decisions exactly once: the primary key (the correction)
-- and the unique (pick, revision) refuse a second application, however the event is replayed.
CREATE TABLE applied_corrections (
  correction_id text PRIMARY KEY,
  pick_id       text NOT NULL,
  revision      integer NOT NULL CHECK (revision >= 1),
  old_result    text,
  new_result    text NOT NULL,
  decisions     integer NOT NULL DEFAULT 0,
  users         integer NOT NULL DEFAULT 0,
  applied_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT applied_corrections_once UNIQUE (pick_id, revision)
);
