-- Members who deleted their account (user.deleted): their decisions, stats, plan and limits are gone;
-- the id stays here (a random id, nothing personal) so an event about them that arrives late (a
-- user.registered redelivered after the deletion) does not bring a row back.
CREATE TABLE deleted_users (
  user_id    uuid PRIMARY KEY,
  deleted_at timestamptz NOT NULL
);
