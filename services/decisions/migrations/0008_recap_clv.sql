-- The recap's closing line value is the Billfold's (@gary/betting closingLineValue): the closing
-- fair (no-vig) probability of the pick's side minus the break-even of its published price. The
-- closing price kept before (with the books' margin in it) gave another number for the same pick.
ALTER TABLE picks ADD COLUMN closing_no_vig double precision;
ALTER TABLE picks DROP COLUMN closing_odds;
