import { Link } from 'react-router';
import { type Billfold } from '@gary/design';
import { QueryState, useApiQuery } from '@gary/design/query';
import { formatRecord, formatUnits, formatWinRateRecord } from '@gary/betting/display';
import styles from './public-record.module.css';

/** Gary's real graded record from the Billfold; says so plainly when nothing is graded yet. */
export function PublicRecord() {
  const q = useApiQuery((api, signal) => api.get<Billfold>('/api/billfold', { kind: 'games', range: 'all' }, signal), 'public-record');
  return (
    <QueryState
      query={q}
      compact
      loading="Loading Gary's record..."
      error="Gary's record is unavailable right now."
      errorDetail={() => <>The full history lives on the <Link to="/billfold">Billfold</Link>.</>}
      isEmpty={(b) => b.empty}
      empty="No graded picks yet"
      emptyDetail={<>The record fills in as games go final. Every pick is graded in public on the <Link to="/billfold">Billfold</Link>.</>}
    >
      {(b) => <RecordStrip b={b} />}
    </QueryState>
  );
}

function RecordStrip({ b }: { b: Billfold }) {
  return (
    <div>
      <div className={styles.strip}>
        <div className={styles.cell}>
          <div className={styles.label}>Record</div>
          <div className={styles.value}>{formatRecord(b.record)}</div>
        </div>
        <div className={styles.cell}>
          <div className={styles.label}>Win rate</div>
          <div className={styles.value}>{formatWinRateRecord(b.record.wins, b.record.losses)}</div>
        </div>
        <div className={styles.cell}>
          <div className={styles.label}>Units</div>
          <div className={styles.value}>{formatUnits(b.unitsWon)}</div>
        </div>
        <div className={styles.cell}>
          <div className={styles.label}>Graded picks</div>
          <div className={styles.value}>{b.record.wins + b.record.losses + b.record.pushes}</div>
        </div>
      </div>
      <p className={styles.note}>All time, game picks, pushes excluded from the win rate. Live from the <Link to="/billfold">Billfold</Link>.</p>
    </div>
  );
}
