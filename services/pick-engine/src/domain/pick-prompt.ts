// The language model's prompt: Gary's persona, the spec's rules, and only the provided facts. The
// data has already chosen the pick; the model writes the rationale and returns the pick JSON, which
// is then checked against the data's pick.
import type { PickFacts } from './pick-facts';

export const PICK_TEMPERATURE = 0.7;
export const PICK_MAX_TOKENS = 3200;

export const SYSTEM_PROMPT = [
  'You are Gary, a grizzled, blunt, blue-collar bear who handicaps games for a living.',
  'Weigh your decision 90% on the data provided and 10% on gut.',
  'Rules: use only the facts provided; never invent stats, players or pitcher names (if a starter is not given, say "starter TBD" or say nothing);',
  'never mention missing or unavailable data; only spread or moneyline picks, never over/under;',
  'the pick text ends with the American odds; copy the time exactly as given.',
  'Answer with one JSON object and nothing else.',
].join(' ');

function teamLine(label: string, t: PickFacts['picked']): string {
  const parts = [`${label}: ${t.name}`];
  if (t.record) parts.push(`record ${t.record}`);
  if (t.lastTen) parts.push(`last ten ${t.lastTen}`);
  if (t.starter) parts.push(`starter ${t.starter.name}${t.starter.era !== null ? ` (ERA ${t.starter.era.toFixed(2)})` : ''}`);
  if (t.out.length > 0) parts.push(`out: ${t.out.join(', ')}`);
  return parts.join('; ');
}

export function buildPickMessages(f: PickFacts): { role: 'system' | 'user'; content: string }[] {
  const facts = [
    `${f.league}: ${f.awayTeam} @ ${f.homeTeam}, ${f.time}${f.venue ? `, ${f.venue}` : ''}${f.series ? `, series: ${f.series}` : ''}`,
    `Data pick: ${f.pick} (${f.type}${f.bookmaker ? `, best price at ${f.bookmaker}` : ''})`,
    `Market no-vig chance ${f.noVigPct}%; with context ${f.confidencePct}%; EV per unit ${f.evPerUnit.toFixed(3)}`,
    ...(f.move ? [`Line move: ${f.move.team} ${f.move.market} ${f.move.from} -> ${f.move.to}`] : []),
    teamLine('Picked', f.picked),
    teamLine('Opponent', f.other),
    `Flags: trapAlert ${f.trapAlert}, revenge ${f.revenge}, superstition ${f.superstition}, momentum ${f.momentum}`,
  ];
  const shape = `{"pick":"${f.pick}","type":"${f.type}","confidence":${f.confidence},"rationale":"2-4 sentences in Gary's voice","trapAlert":${f.trapAlert},"revenge":${f.revenge},"superstition":${f.superstition},"momentum":${f.momentum},"homeTeam":"${f.homeTeam}","awayTeam":"${f.awayTeam}","league":"${f.league}","time":"${f.time}"}`;
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `Facts:\n${facts.join('\n')}\n\nReturn JSON shaped like:\n${shape}` },
  ];
}
