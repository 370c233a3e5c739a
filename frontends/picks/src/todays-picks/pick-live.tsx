// The card's price-to-beat blocks (issue 17): on the front, "Playable to -125" with the live status
// and the best current price; on the analysis side, each featured book's price and line for the
// pick, the best marked, the fair (no-vig) price and the price at publish. Separate blocks from
// the written analysis.
import { bookTitle } from '@gary/betting/display';
import { Badge } from '@gary/design/badge';
import { STATUS_LABEL, bestOfferLabel, callLabel, leanLine, playableLabel, signedLine, signedPrice, type LivePick } from './pick-live-state';
import styles from './pick-live.module.css';

const SHORT_LABEL = { alive: 'Alive', close: 'Close', dead: 'Dead' } as const;

/** `compact` (the phone's card front): the price to beat and the status only; the best price is on the back. */
export function PlayableLine({ pick, compact = false }: { pick: LivePick; compact?: boolean }) {
  // "Playable to" and alive/close/dead are a Bet's; a Lean says what price would make it one.
  const lean = leanLine(pick);
  if (lean) {
    return (
      <div className={`${styles.playable} ${compact ? `${styles.compact} ${styles.leanCompact}` : ''}`} data-testid="lean-line">
        <span className={styles.playableText}>{lean}</span>
      </div>
    );
  }
  const playable = playableLabel(pick);
  if (!playable) return null;
  const live = pick.live;
  const best = bestOfferLabel(pick);
  return (
    <div className={`${styles.playable} ${compact ? styles.compact : ''}`} data-testid="playable">
      <span className={styles.playableText}>{playable}</span>
      <span aria-live="polite" className={styles.playable}>
        {live ? (
          <span className={`${styles.status} ${styles[live.status]}`} data-status={live.status}>
            {compact ? SHORT_LABEL[live.status] : STATUS_LABEL[live.status]}
          </span>
        ) : null}
        {compact ? null : best ? <span className={styles.best}>Best now {best}</span> : live ? <span className={styles.best}>No book has it now</span> : null}
      </span>
    </div>
  );
}

export function BookPrices({ pick }: { pick: LivePick }) {
  const live = pick.live;
  const books = live?.books ?? [];
  const spread = pick.type === 'spread';
  if (!live || books.length === 0) return null;
  const publishedBook = books.find((b) => b.book === live.publishedBook)?.title ?? bookTitle(live.publishedBook ?? '');
  return (
    <section className={styles.books} aria-label="Every book's price">
      <h4 className={styles.booksTitle}>Every book's price</h4>
      <table className={styles.booksTable}>
        <thead>
          <tr>
            <th scope="col">Book</th>
            {spread ? <th scope="col" className={styles.num}>Line</th> : null}
            <th scope="col" className={styles.num}>Price</th>
          </tr>
        </thead>
        <tbody>
          {books.map((b) => (
            <tr key={b.book} className={b.best ? styles.bestRow : undefined}>
              <td>
                {b.title}
                {b.best ? ' ★ best' : ''}
              </td>
              {spread ? <td className={styles.num}>{signedLine(b.line)}</td> : null}
              <td className={styles.num}>{signedPrice(b.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.booksNote}>
        Fair (no-vig): {signedPrice(live.fairPrice)} · At publish: {spread ? `${signedLine(live.publishedLine)} ` : ''}
        {signedPrice(live.publishedPrice)}
        {publishedBook ? ` (${publishedBook})` : ''}
      </p>
    </section>
  );
}

/** BET (with its suggested stake) or LEAN, on the card's badge row. */
export function CallBadge({ pick }: { pick: LivePick }) {
  const label = callLabel(pick);
  if (!label) return null;
  const title = pick.classification === 'bet'
    ? 'A Bet: the best US price beats the fair line by the learned margin; the stake is a capped share of your unit'
    : 'A Lean: Gary\'s side, but no US price beats the fair line by enough to be a Bet';
  return (
    <Badge tone={pick.classification === 'bet' ? 'accent' : 'neutral'}>
      <span title={title} data-testid="call">{label}</span>
    </Badge>
  );
}
