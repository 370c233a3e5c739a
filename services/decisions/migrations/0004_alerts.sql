-- Alerts decisions asks auth to send (alert.requested): what the day's picks-out alert needs (each
-- pick's confidence, for the free pick), what the recap needs (the closing price, for CLV), and the
-- days whose picks-out alert and recap were requested, so each goes once.
ALTER TABLE picks ADD COLUMN confidence double precision;
ALTER TABLE picks ADD COLUMN closing_odds integer;
CREATE TABLE alert_days (
  kind         text NOT NULL CHECK (kind IN ('picks-out', 'recap')),
  pick_date    date NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, pick_date)
);
