import { type Prop } from '@gary/design';
import { formatAmerican } from '@gary/betting/display';

export const MAX_PROP_CARDS = 10;

/** "LeBron James OVER 25.5 points". */
export function propPickText(p: Prop): string {
  const bet = (p.bet ?? '').trim().toUpperCase();
  const line = p.line === null || p.line === undefined ? '' : String(p.line);
  // The engine's prop reads 'points 0.5' (type and line): the line is said once, before the type.
  const prop = line && p.prop ? p.prop.trim().replace(new RegExp(`\\s+${line.replace('.', '\\.')}$`), '') : p.prop;
  return [p.player, bet, line, prop].filter((x) => x && String(x).trim()).join(' ') || 'MISSING PICK';
}

/**
 * Expected value as a signed percent of the stake. The props engine sends EV in dollars per $100
 * staked, which is already that percent: -0.59 per $100 is -0.6%, 2.4 per $100 is +2.4%.
 */
export function formatEv(ev: number | null | undefined): string {
  if (ev === null || ev === undefined || !Number.isFinite(ev)) return 'N/A';
  const v = Number(ev.toFixed(1));
  return `${v > 0 ? '+' : v < 0 ? '-' : ''}${Math.abs(v).toFixed(1)}%`;
}

export function analysisBullets(analysis: Prop['analysis']): string[] {
  return (analysis ?? []).filter((a) => typeof a === 'string' && a.trim()).map((a) => a.trim());
}

export function propOdds(p: Prop): string {
  return formatAmerican(p.odds);
}

/**
 * A prop whose price does not beat its fair number (EV at or under zero) is a lean: the card says
 * so beside the EV, so a negative-EV prop is never presented as a play. Null for a positive EV.
 */
export function propLeanLabel(ev: number | null | undefined): string | null {
  if (ev === null || ev === undefined || !Number.isFinite(ev)) return null;
  return ev <= 0 ? 'Lean: the price is below the fair number' : null;
}
