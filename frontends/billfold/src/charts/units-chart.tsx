import { formatShortDate, formatUnits } from '@gary/betting/display';
import { linePath, linearScale, unitsDomain, type Box } from './chart-scale';
import { useWidth } from './use-width';
import styles from './charts.module.css';

const HEIGHT = 220;

export function UnitsChart({ points }: { points: { date: string; units: number }[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const BOX: Box = { width, height: HEIGHT, padLeft: 44, padRight: 12, padTop: 14, padBottom: 28 };
  if (points.length < 2) return <p className={styles.empty} ref={ref as never}>Not enough graded days to draw a line yet.</p>;
  const values = points.map((p) => p.units);
  const domain = unitsDomain(values);
  const y = linearScale(domain[0], domain[1], BOX.height - BOX.padBottom, BOX.padTop);
  const path = linePath(values, BOX, domain);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const area = `${path} L${(BOX.width - BOX.padRight).toFixed(1)},${y(0).toFixed(1)} L${BOX.padLeft},${y(0).toFixed(1)} Z`;
  const showLow = Math.round(domain[0]) !== 0;
  const showHigh = Math.round(domain[1]) !== 0;
  return (
    <div ref={ref}>
    <svg
      className={styles.chart}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={`Units over time from ${formatShortDate(first.date)} to ${formatShortDate(last.date)}, ending at ${formatUnits(last.units)}`}
    >
      <defs>
        <linearGradient id="units-fill" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ff6b1a" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ff6b1a" stopOpacity="0" />
        </linearGradient>
      </defs>
      <line className={styles.axis} x1={BOX.padLeft} x2={BOX.padLeft} y1={BOX.padTop} y2={BOX.height - BOX.padBottom} />
      <line className={styles.zero} x1={BOX.padLeft} x2={BOX.width - BOX.padRight} y1={y(0)} y2={y(0)} />
      {showHigh ? <text className={styles.label} x={BOX.padLeft - 6} y={y(domain[1]) + 10} textAnchor="end">{formatUnits(domain[1], 0)}</text> : null}
      <text className={styles.label} x={BOX.padLeft - 6} y={y(0) + 4} textAnchor="end">0u</text>
      {showLow ? <text className={styles.label} x={BOX.padLeft - 6} y={y(domain[0])} textAnchor="end">{formatUnits(domain[0], 0)}</text> : null}
      <path className={styles.area} d={area} />
      <path className={styles.line} d={path} />
      <text className={styles.label} x={BOX.padLeft} y={BOX.height - 8}>{formatShortDate(first.date)}</text>
      <text className={styles.label} x={BOX.width - BOX.padRight} y={BOX.height - 8} textAnchor="end">{formatShortDate(last.date)}</text>
    </svg>
    </div>
  );
}
