-- A member who deleted their account (user.deleted): their address is forgotten here (customers and
-- checkouts keep the user id and the amounts, which the books need), and forgotten_at stops a late
-- event (a redelivered user.registered) from writing the address back.
ALTER TABLE customers ADD COLUMN forgotten_at timestamptz;
