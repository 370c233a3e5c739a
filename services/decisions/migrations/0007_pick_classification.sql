-- Bet or Lean at publishing (pick.published, issue 26): the morning recap reports a member's Bets
-- and Leans apart. Null on picks published before the call was kept.
ALTER TABLE picks ADD COLUMN classification text CHECK (classification IN ('bet', 'lean'));
