-- A parlay won with a leg dropped (pushed or void) paid the price of the legs that stood, not its
-- published price. parlay.graded carries that price; units (BetCard, My Spend, the recap) count a
-- decision at COALESCE(settled_odds, odds), and odds stays the price that was published.
ALTER TABLE picks ADD COLUMN settled_odds integer;
