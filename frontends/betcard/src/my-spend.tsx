// My Spend on the BetCard page: net units won or lost per Eastern week, month or quarter at the
// user's own stakes (GET /api/play/spend), as bars above and below zero, with money beside units when
// a unit size is declared. The figures are the server's; this only draws them.
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@gary/design';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Segmented } from '@gary/design/segmented';
import { formatShortDate } from '@gary/betting/display';

type Bucket = { start: string; netUnits: number; stakedUnits: number; decisions: number; settled: number };
type Spend = { period: 'week' | 'month' | 'quarter'; unitSize: number | null; buckets: Bucket[] };

const PERIODS = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
] as const;

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toFixed(2)}`;
const money = (n: number) => `${n < 0 ? '−' : n > 0 ? '+' : ''}$${Math.abs(n).toFixed(2)}`;

export function spendLine(b: Bucket, unitSize: number | null): string {
  const units = `${signed(b.netUnits)} units`;
  return unitSize ? `${units} (${money(b.netUnits * unitSize)})` : units;
}

/**
 * The periods from the member's first decision on: the empty ones before it (weeks before the
 * account existed, or before it was used) are not part of anyone's spend.
 */
export function fromFirstDecision(buckets: readonly Bucket[]): Bucket[] {
  const first = buckets.findIndex((b) => b.decisions > 0);
  return first < 0 ? [] : buckets.slice(first);
}

function Bars({ data }: { data: Spend }) {
  const w = 320;
  const h = 120;
  const max = Math.max(1, ...data.buckets.map((b) => Math.abs(b.netUnits)));
  const bw = w / data.buckets.length;
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width="100%" role="img" aria-label={`Net units per ${data.period}, oldest first: ${data.buckets.map((b) => signed(b.netUnits)).join(', ')}`}>
      <line x1={0} x2={w} y1={h / 2} y2={h / 2} stroke="currentColor" strokeOpacity={0.4} />
      {data.buckets.map((b, i) => {
        const bh = (Math.abs(b.netUnits) / max) * (h / 2 - 4);
        return (
          <rect
            key={b.start}
            x={i * bw + bw * 0.15}
            width={bw * 0.7}
            y={b.netUnits >= 0 ? h / 2 - bh : h / 2}
            height={Math.max(bh, b.decisions > 0 ? 1 : 0)}
            fill={b.netUnits >= 0 ? 'var(--green-500, #2e9e5b)' : 'var(--red-500, #d9534f)'}
          />
        );
      })}
    </svg>
  );
}

export function MySpend() {
  const [period, setPeriod] = useState<Spend['period']>('week');
  const q = useApiQuery((api, s) => api.get<Spend>('/api/play/spend', { period, count: 8 }, s), `spend-${period}`);
  return (
    <Card title="My Spend" titleId="bc-spend" style={{ marginTop: 24 }}>
      <Segmented label="Spend period" options={[...PERIODS]} value={period} onChange={setPeriod} />
      <QueryState query={q} loading="Loading your spend..." error="Could not load your spend. Please try again." compact>
        {(all) => {
          const data = { ...all, buckets: fromFirstDecision(all.buckets) };
          if (data.buckets.length === 0) return <p style={{ margin: '8px 0 0', color: 'var(--text-muted)' }}>No decisions yet: your spend starts with your first ride or fade.</p>;
          return (
        <>
          <Bars data={data} />
          <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 4 }}>
            {[...data.buckets].reverse().map((b) => (
              <li key={b.start}>
                <strong>{formatShortDate(`${b.start}T17:00:00Z`)}</strong>: {spendLine(b, data.unitSize)} on {b.stakedUnits} {b.stakedUnits === 1 ? 'unit' : 'units'} staked over {b.decisions} {b.decisions === 1 ? 'decision' : 'decisions'}
                {b.decisions > b.settled ? ` (${b.decisions - b.settled} not settled yet)` : ''}
              </li>
            ))}
          </ul>
        </>
          );
        }}
      </QueryState>
      <p style={{ margin: '8px 0 0' }}>
        Set a stake, a unit size and limits under <Link to="/dashboard#play-with-a-plan">Play with a plan</Link>.
      </p>
    </Card>
  );
}
