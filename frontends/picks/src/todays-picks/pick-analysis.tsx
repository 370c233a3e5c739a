// The Pro analysis as the card's back and the per-pick page show it, read from what the server
// computed from the pick's facts snapshot (pick-engine domain/pick-analysis.ts): Gary's number
// against the market's, the line's move since the open, the form and injuries that matter, and
// what would change his mind. Nothing here is worked out in the browser but the display.
import type { OpenPick } from '@gary/design';
import { leanLine, signedPrice } from './pick-live-state';
import styles from './pick-analysis.module.css';

type Analysis = NonNullable<OpenPick['analysis']>;

const pct = (p: number | null | undefined) => (p === null || p === undefined || !Number.isFinite(p) ? '—' : `${Math.round(p * 100)}%`);
const pts = (p: number) => `${p >= 0 ? '+' : ''}${(Math.round(p * 1000) / 10).toFixed(1)}`;

/** "Bet: 0.43 units suggested (a Bet to -120)" or "Lean: a Bet at +118 or better". */
export function callText(a: Pick<Analysis, 'classification' | 'stake' | 'betPriceText' | 'betPrice'>): string {
  if (a.classification === 'bet') {
    const stake = typeof a.stake === 'number' ? `${a.stake.toFixed(2)} units suggested` : 'Bet';
    return a.betPrice !== null && a.betPrice !== undefined ? `Bet: ${stake} (a Bet to ${signedPrice(a.betPrice)})` : `Bet: ${stake}`;
  }
  return leanLine({ classification: 'lean', betPriceText: a.betPriceText }) ?? '';
}

export function NumbersBlock({ a }: { a: Analysis }) {
  return (
    <section className={styles.block} aria-label="Gary's number and the market's">
      <h4 className={styles.title}>Gary's number vs the market</h4>
      <dl className={styles.numbers}>
        <div><dt>Gary</dt><dd>{pct(a.gary)}</dd></div>
        <div><dt>Market (no-vig)</dt><dd>{pct(a.market)}</dd></div>
        {a.fairSource ? <div><dt>{a.fairSource === 'sharp' ? 'Fair (Pinnacle no-vig)' : 'Fair (consensus no-vig)'}</dt><dd>{pct(a.fair)}</dd></div> : null}
        {a.breakEven !== null ? <div><dt>Break-even at the price</dt><dd>{pct(a.breakEven)}</dd></div> : null}
        {a.model !== null ? <div><dt>Rating model</dt><dd>{pct(a.model)}</dd></div> : null}
        {a.edge !== null ? <div><dt>Edge</dt><dd>{pts(a.edge)} pts</dd></div> : null}
        {a.classification ? <div><dt>Bet or Lean</dt><dd data-testid="analysis-call">{callText(a)}</dd></div> : null}
        {a.evAtFair !== null && a.evAtFair !== undefined ? <div><dt>Value against the fair line</dt><dd>{pts(a.evAtFair)}% a unit</dd></div> : null}
      </dl>
      <p className={styles.note}>
        {a.movement ? `Line since the open: ${a.movement.text} (${a.movement.toward ? 'toward' : 'against'} Gary's side).` : 'Line since the open: no move.'}
      </p>
    </section>
  );
}

export function FormBlock({ a }: { a: Analysis }) {
  if (a.form.length === 0) return null;
  return (
    <section className={styles.block} aria-label="Form and injuries">
      <h4 className={styles.title}>Form and injuries</h4>
      <ul className={styles.form}>
        {a.form.map((f) => (
          <li key={f.side}>
            <strong>{f.team}</strong>
            {f.picked ? ' (Gary\'s side)' : ''}:{' '}
            {[f.record ? `${f.record} season` : null, f.lastTen ? `${f.lastTen} last ten` : null, f.restDays !== null ? `${f.restDays} day${f.restDays === 1 ? '' : 's'} rest` : null, f.starter ? `starter ${f.starter}` : null]
              .filter(Boolean)
              .join(' · ') || 'no form on record'}
            {f.out.length ? <span className={styles.out}> · Out: {f.out.join(', ')}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** MLB: each side whose probable starter changed after the pick was published. */
export function StarterChangesBlock({ a }: { a: Analysis }) {
  const lines = a.starterChanges ?? [];
  if (lines.length === 0) return null;
  return (
    <section className={styles.block} aria-label="Starter change">
      <h4 className={styles.title}>Starter change since the pick</h4>
      <ul className={styles.mind}>
        {lines.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </section>
  );
}

export function ChangeMindBlock({ a }: { a: Analysis }) {
  if (a.changeMind.length === 0) return null;
  return (
    <section className={styles.block} aria-label="What would change his mind">
      <h4 className={styles.title}>What would change his mind</h4>
      {a.diesAt !== null ? (
        <p className={styles.dies}>
          {a.edge !== null && a.edge < 0 ? `Already past its price: it plays at ${signedPrice(a.diesAt)} or better.` : `The pick dies past ${signedPrice(a.diesAt)}.`}
        </p>
      ) : null}
      <ul className={styles.mind}>
        {a.changeMind.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </section>
  );
}

/** Every block, in the order a bettor reads them; nothing when the pick has no facts snapshot. */
export function AnalysisBlocks({ pick }: { pick: OpenPick }) {
  const a = pick.analysis;
  if (!a) return null;
  return (
    <>
      <NumbersBlock a={a} />
      <StarterChangesBlock a={a} />
      <FormBlock a={a} />
      <ChangeMindBlock a={a} />
    </>
  );
}
