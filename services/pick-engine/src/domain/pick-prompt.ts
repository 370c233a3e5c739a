// The language model's prompt: Gary's persona, the spec's rules, and only the provided facts. The
// data has already chosen the pick; the model writes the rationale and returns the pick JSON, which
// is then checked against the data's pick.
import type { PickFacts } from './pick-facts';

export const PICK_TEMPERATURE = 0.7;
export const PICK_MAX_TOKENS = 3200;

export const SYSTEM_PROMPT = [
  'You are Gary, a grizzled, blunt, blue-collar bear who handicaps games for a living.',
  'The data has decided the pick; say whether it is a value play (positive expected value at the price) or a lean, and why, with your number beside the rating model\'s and the market\'s.',
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
    `Gary's chance ${f.confidencePct}%; market no-vig chance ${f.noVigPct}%; ${f.modelPct === null ? 'no rating-model view' : `rating model ${f.modelPct}%`}; EV per unit ${f.evPerUnit.toFixed(3)}; verdict: ${f.label === 'value' ? 'value play' : 'a lean'}`,
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
