// The real-time search fallback (a Perplexity-compatible model) when the odds feed has no prop
// for a game after every market: ask for today's posted player props as JSON rows and read them
// into the same option rows the odds feed gives. Rows without a player, a known prop type or a
// valid price are dropped, so a loose answer cannot put an invented number on the board.
import { parseAmerican } from '@gary/betting';
import type { PropOptionRow } from './prop-candidates';
import { findPropType, PROP_TYPES, type PropSport } from './prop-markets';
import type { PropGame } from './prop-pick';
import { extractJsonArray, type ChatMessage } from '@gary/llm';

export const NO_PROP_DATA_MESSAGE = 'No player prop data available for this game after trying all sources.';

export function buildSearchMessages(game: PropGame, date: string): ChatMessage[] {
  const types = PROP_TYPES[game.sport]
    .filter((d) => d.market !== '')
    .map((d) => d.type)
    .join(', ');
  return [
    {
      role: 'system',
      content: 'You find posted sportsbook player prop lines. Answer only with JSON, no prose.',
    },
    {
      role: 'user',
      content: [
        `List the player prop lines posted at US sportsbooks for ${game.awayTeam} @ ${game.homeTeam} (${game.sport}) on ${date}.`,
        `Prop types: ${types}.`,
        'Answer: {"props":[{"player":"","team":"","prop_type":"","line":0.5,"over_odds":-110,"under_odds":-110}]} using American odds; leave a side out if it is not posted.',
      ].join('\n'),
    },
  ];
}

function readOdds(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const r = parseAmerican(typeof v === 'number' ? Math.round(v) : v);
  return r.ok ? r.value : null;
}

function readNumber(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The rows a search answer holds; empty when it holds none that are usable. */
export function parseSearchAnswer(sport: PropSport, text: string): PropOptionRow[] {
  const list = extractJsonArray(text, ['props', 'player_props', 'lines']);
  const items = list.ok ? list.value : [];
  const rows: PropOptionRow[] = [];
  for (const it of items) {
    const player = typeof it.player === 'string' ? it.player.trim() : '';
    const typeName = [it.prop_type, it.propType, it.type, it.market].find((v): v is string => typeof v === 'string');
    const def = typeName ? findPropType(sport, typeName) : null;
    const over = readOdds(it.over_odds ?? it.overOdds ?? it.over);
    const under = readOdds(it.under_odds ?? it.underOdds ?? it.under);
    if (!player || !def || (over === null && under === null)) continue;
    rows.push({
      player,
      team: typeof it.team === 'string' ? it.team : '',
      market: def.market || def.type,
      line: def.yesNo ? 0.5 : readNumber(it.line),
      overOdds: over,
      underOdds: under,
      bookmaker: typeof it.bookmaker === 'string' ? it.bookmaker : 'search',
    });
  }
  return rows;
}
