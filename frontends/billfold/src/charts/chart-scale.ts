// Small pure helpers for the hand-drawn SVG charts (no chart library).

export type Box = { width: number; height: number; padLeft: number; padRight: number; padTop: number; padBottom: number };

export function linearScale(domainMin: number, domainMax: number, rangeMin: number, rangeMax: number) {
  const span = domainMax - domainMin || 1;
  return (v: number) => rangeMin + ((v - domainMin) / span) * (rangeMax - rangeMin);
}

/** y-domain that always contains 0 and a little headroom, so a flat line is still visible. */
export function unitsDomain(values: number[]): [number, number] {
  if (values.length === 0) return [-1, 1];
  let lo = Math.min(0, ...values);
  let hi = Math.max(0, ...values);
  if (hi - lo < 1) {
    hi += 0.5;
    lo -= 0.5;
  }
  const pad = (hi - lo) * 0.08;
  return [lo - pad, hi + pad];
}

/** SVG path through the points, left to right, evenly spaced on x. */
export function linePath(values: number[], box: Box, domain: [number, number]): string {
  if (values.length === 0) return '';
  const x = linearScale(0, Math.max(1, values.length - 1), box.padLeft, box.width - box.padRight);
  const y = linearScale(domain[0], domain[1], box.height - box.padBottom, box.padTop);
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(values.length === 1 ? 0.5 : i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
}

/** Expected win rate (0..1) of a calibration bucket: a number is taken as is, "60-65%" gives 0.625. */
export function bucketExpected(bucket: string | number): number | null {
  if (typeof bucket === 'number') return Number.isFinite(bucket) ? (bucket > 1 ? bucket / 100 : bucket) : null;
  const nums = (bucket.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (nums.length === 0) return null;
  const mid = nums.length >= 2 ? (nums[0]! + nums[1]!) / 2 : nums[0]!;
  return mid > 1 ? mid / 100 : mid;
}

export function bucketLabel(bucket: string | number): string {
  if (typeof bucket === 'number') return `${Math.round((bucket > 1 ? bucket : bucket * 100))}%`;
  return bucket;
}
