// Gary's Bets and Leans as two records (issue 26): a Bet is a pick whose best US price beats the
// fair line by the learned margin, a Lean is his side without that price. Each record shows units,
// ROI with its 95% interval and closing line value with its 95% interval, and the Bets' comes
// first (the headline). Nothing measured is said as such ("No Bets yet"), never as 0%.
import { Card, type Billfold } from '@gary/design';
import { formatRecord, formatUnits } from '@gary/betting/display';
import { formatClv } from './billfold-rules';
import styles from './billfold.module.css';

type CallRecord = NonNullable<Billfold['bets']>;

const signedPct = (x: number) => `${x > 0 ? '+' : ''}${(Math.round(x * 1000) / 10).toFixed(1)}%`;

/** "ROI +4.0% (95%: −10.1% to +18.0%) over 12 picks"; null with no picks. */
export function roiText(r: CallRecord): string | null {
  if (r.count === 0 || r.roi === null) return null;
  const ci = r.roiCi95 ? ` (95%: ${signedPct(r.roiCi95[0])} to ${signedPct(r.roiCi95[1])})` : '';
  return `ROI ${signedPct(r.roi)}${ci} over ${r.count} ${r.count === 1 ? 'pick' : 'picks'}`;
}

/** "CLV +1.2 pts (95%: +0.3 pts to +2.1 pts) on 10 closing lines"; a plain word until one is measured. */
export function clvText(r: CallRecord): string {
  if (r.clv === null || r.clvN === 0) return 'Closing line value: no closing line measured yet';
  const ci = r.clvCi95 ? ` (95%: ${formatClv(r.clvCi95[0])} to ${formatClv(r.clvCi95[1])})` : '';
  return `Closing line value ${formatClv(r.clv)}${ci} on ${r.clvN} closing ${r.clvN === 1 ? 'line' : 'lines'}`;
}

function RecordCard({ title, id, r, empty, accent }: { title: string; id: string; r: CallRecord | null | undefined; empty: string; accent?: boolean }) {
  const roi = r ? roiText(r) : null;
  return (
    <Card title={title} titleId={id} accent={accent}>
      {!r || r.count === 0 ? (
        <p className={styles.muted} data-testid={`${id}-empty`}>{empty}</p>
      ) : (
        <div data-testid={id}>
          <div className={`${styles.big} gary-num`}>{formatRecord(r)}</div>
          <p className={styles.sub}><span className="gary-num">{formatUnits(r.units, 2)}</span> at one unit a pick</p>
          {roi ? <p className={styles.sub}>{roi}</p> : null}
          <p className={styles.sub}>{clvText(r)}</p>
        </div>
      )}
    </Card>
  );
}

export function BetsAndLeans({ data }: { data: Pick<Billfold, 'bets' | 'leans'> }) {
  if (!data.bets && !data.leans) return null;
  return (
    <div className={styles.two}>
      <RecordCard title="Bets (the record)" id="bf-bets" r={data.bets} accent empty="No Bets yet: no pick's best US price has beaten the fair line by enough." />
      <RecordCard title="Leans" id="bf-leans" r={data.leans} empty="No Leans graded yet." />
    </div>
  );
}
