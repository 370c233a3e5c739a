import { linearScale } from './chart-scale';
import { useWidth } from './use-width';
import styles from './charts.module.css';
import type { CalibrationBin } from '../model-card-rules';

const H = 220;
const PAD = { left: 40, right: 10, top: 12, bottom: 34 };

/** Backtest calibration: per bin of Gary's home-win probability, how often the home side won (bar), with its Wilson 95% interval (whisker) and the mean prediction (tick). */
export function BacktestCalibrationChart({ bins, league }: { bins: CalibrationBin[]; league: string }) {
  const [ref, W] = useWidth<HTMLDivElement>();
  if (bins.length === 0) return <p className={styles.empty} ref={ref as never}>No games in this report.</p>;
  const y = linearScale(0, 1, H - PAD.bottom, PAD.top);
  const slot = (W - PAD.left - PAD.right) / bins.length;
  const barW = Math.min(44, slot * 0.6);
  // On a phone a bin is too narrow for "40-50" and its count: the lower bound alone, counts in the summary.
  const narrow = slot < 44;
  const summary = bins.map((b) => `${Math.round(b.from * 100)}-${Math.round(b.to * 100)}%: predicted ${Math.round(b.predicted * 100)}%, won ${Math.round(b.actual * 100)}% of ${b.n}`).join('; ');
  return (
    <div ref={ref}>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${league} calibration. ${summary}`}>
        {[0, 0.5, 1].map((t) => (
          <g key={t}>
            <line className={t === 0.5 ? styles.zero : styles.axis} x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} opacity={t === 0 ? 1 : 0.6} />
            <text className={styles.label} x={PAD.left - 6} y={y(t) + 4} textAnchor="end">{t * 100}%</text>
          </g>
        ))}
        {bins.map((b, i) => {
          const cx = PAD.left + slot * i + slot / 2;
          const inside = b.predicted >= b.ci95[0] && b.predicted <= b.ci95[1];
          return (
            <g key={b.from}>
              <rect className={inside ? styles.barGood : styles.bar} x={cx - barW / 2} y={y(b.actual)} width={barW} height={Math.max(1, y(0) - y(b.actual))} rx="3" />
              <line className={styles.axis} x1={cx} x2={cx} y1={y(b.ci95[0])} y2={y(b.ci95[1])} />
              <line className={styles.expected} x1={cx - barW / 2 - 4} x2={cx + barW / 2 + 4} y1={y(b.predicted)} y2={y(b.predicted)} />
              <text className={styles.label} x={cx} y={H - 18} textAnchor="middle">{narrow ? Math.round(b.from * 100) : `${Math.round(b.from * 100)}-${Math.round(b.to * 100)}`}</text>
              {narrow ? null : <text className={styles.label} x={cx} y={H - 5} textAnchor="middle">n={b.n}</text>}
            </g>
          );
        })}
      </svg>
      {narrow ? <p className={styles.empty} style={{ padding: '4px 0' }}>Games per bin: {bins.map((b) => b.n).join(', ')}.</p> : null}
      <div className={styles.legend} aria-hidden="true">
        <span><span className={styles.key} style={{ background: 'var(--green-400)' }} />prediction inside the 95% interval</span>
        <span><span className={styles.key} style={{ background: 'var(--canvas-300)' }} />outside it</span>
        <span><span className={styles.key} style={{ background: 'var(--orange-500)', height: 3 }} />Gary's mean prediction</span>
      </div>
    </div>
  );
}
