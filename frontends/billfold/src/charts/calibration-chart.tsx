import { bucketExpected, bucketLabel, linearScale } from './chart-scale';
import { useWidth } from './use-width';
import styles from './charts.module.css';

/** `winRate` is a ratio 0..1 (the gateway sends every win rate of the Billfold as one). */
type Bucket = { bucket: string | number; picks: number; winRate: number | null };

const H = 220;
const PAD = { left: 40, right: 10, top: 12, bottom: 34 };

/** Does Gary win as often as his confidence says? Bars: actual win rate; orange tick: expected. */
export function CalibrationChart({ buckets }: { buckets: Bucket[] }) {
  const [ref, W] = useWidth<HTMLDivElement>();
  const usable = buckets.filter((b) => b.picks > 0 && b.winRate !== null);
  if (usable.length === 0) return <p className={styles.empty} ref={ref as never}>No graded picks with a confidence yet.</p>;
  const y = linearScale(0, 100, H - PAD.bottom, PAD.top);
  const slot = (W - PAD.left - PAD.right) / usable.length;
  const barW = Math.min(56, slot * 0.6);
  const summary = usable
    .map((b) => `${bucketLabel(b.bucket)}: won ${Math.round((b.winRate ?? 0) * 100)}% of ${b.picks}`)
    .join('; ');
  return (
    <div ref={ref}>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Calibration by confidence. ${summary}`}>
        {[0, 50, 100].map((t) => (
          <g key={t}>
            <line className={t === 50 ? styles.zero : styles.axis} x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} opacity={t === 0 ? 1 : 0.6} />
            <text className={styles.label} x={PAD.left - 6} y={y(t) + 4} textAnchor="end">{t}%</text>
          </g>
        ))}
        {usable.map((b, i) => {
          const cx = PAD.left + slot * i + slot / 2;
          const actual = (b.winRate ?? 0) * 100;
          const expected = bucketExpected(b.bucket);
          const good = expected === null || actual / 100 >= expected;
          return (
            <g key={String(b.bucket)}>
              <rect className={good ? styles.barGood : styles.bar} x={cx - barW / 2} y={y(actual)} width={barW} height={Math.max(1, y(0) - y(actual))} rx="3" />
              {expected !== null ? <line className={styles.expected} x1={cx - barW / 2 - 4} x2={cx + barW / 2 + 4} y1={y(expected * 100)} y2={y(expected * 100)} /> : null}
              <text className={styles.label} x={cx} y={H - 18} textAnchor="middle">{bucketLabel(b.bucket)}</text>
              <text className={styles.label} x={cx} y={H - 5} textAnchor="middle">n={b.picks}</text>
            </g>
          );
        })}
      </svg>
      <div className={styles.legend} aria-hidden="true">
        <span><span className={styles.key} style={{ background: 'var(--green-400)' }} />won at least as often as expected</span>
        <span><span className={styles.key} style={{ background: 'var(--canvas-300)' }} />won less often</span>
        <span><span className={styles.key} style={{ background: 'var(--orange-500)', height: 3 }} />expected</span>
      </div>
    </div>
  );
}
