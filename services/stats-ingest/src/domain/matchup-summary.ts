// The matchup as plain facts for the language model. Only what was found is written (the spec's
// prompt rule: never mention missing data); the one exception is an unannounced MLB starter, who is
// written 'starter TBD' and never given a name.
import { formatRate } from './sabermetrics';
import type { MatchupContext, TeamContext } from './matchup-context';
import type { SeriesState } from './playoff-series';
import type { ProbableStarter } from './stats-provider-port';

const list = <T>(items: readonly T[], f: (x: T) => string): string => items.map(f).join('; ');

function teamLines(t: TeamContext, where: 'home' | 'away'): string[] {
  const out: string[] = [];
  const form = t.form.games.length > 0 ? ` last ${t.form.games.length} games ${t.form.record}${t.form.streak ? `, streak ${t.form.streak}` : ''}` : '';
  out.push(`${t.name} (${where})${form ? `:${form}` : ''}.`);
  if (t.keyStats.length) out.push(`  Key stats: ${list(t.keyStats, (s) => `${s.label} ${s.value}`)}.`);
  if (t.topPlayers.length) {
    out.push(`  Top players: ${list(t.topPlayers, (p) => `${p.name}${p.position ? ` (${p.position})` : ''}${Object.keys(p.stats).length ? `: ${Object.entries(p.stats).map(([k, v]) => `${k} ${v}`).join(', ')}` : ''}`)}.`);
  }
  if (t.injuries.length) {
    out.push(`  Injuries: ${list(t.injuries, (i) => `${i.player} (${i.status}${i.description ? `: ${i.description}` : ''}${i.returnDate ? `, expected back ${i.returnDate}` : ''})`)}.`);
  }
  return out;
}

export function starterText(s: ProbableStarter | null): string {
  if (!s) return 'starter TBD';
  const l = s.season;
  if (!l) return s.pitcher.fullName;
  const k9 = l.strikeoutsPer9 === null ? '' : `, ${l.strikeoutsPer9.toFixed(1)} K/9`;
  const fip = l.fip === null ? '' : `, FIP ${formatRate(l.fip, 'era')}`;
  return `${s.pitcher.fullName} (${l.year}: ${l.wins}-${l.losses}, ${formatRate(l.era, 'era')} ERA, ${formatRate(l.whip, 'era')} WHIP, ${l.inningsPitchedText} IP, ${l.strikeouts} K${k9}${fip}, ${l.gamesStarted} GS)`;
}

function seriesText(s: Extract<SeriesState, { seriesFound: true }>): string {
  const flags = [s.gameSeven ? 'game 7' : s.eliminationGame ? 'elimination game' : ''].filter(Boolean);
  return `Playoff series: ${s.seriesStatus}${flags.length ? ` (${flags.join(', ')})` : ''}.`;
}

export function matchupSummary(ctx: MatchupContext, series: SeriesState | null = null): string {
  const lines = [`${ctx.awayTeam} at ${ctx.homeTeam}, ${ctx.date} (${ctx.league}).`, ...teamLines(ctx.home, 'home'), ...teamLines(ctx.away, 'away')];
  if (ctx.probableStarters) {
    lines.push(`Starting pitchers: ${ctx.homeTeam}: ${starterText(ctx.probableStarters.home)}; ${ctx.awayTeam}: ${starterText(ctx.probableStarters.away)}.`);
  } else if (ctx.league === 'MLB') {
    lines.push(`Starting pitchers: ${ctx.homeTeam}: starter TBD; ${ctx.awayTeam}: starter TBD.`);
  }
  if (series?.seriesFound) lines.push(seriesText(series));
  return lines.join('\n');
}
