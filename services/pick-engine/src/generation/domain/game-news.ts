// Rich context (spec document 001): the real-time search model gathers a game's recent news once a
// day (1,600 tokens, cached 24 hours). Its answer is read into short items, each with the source
// URLs it cites, and each becomes a fact of the snapshot ('news.0', ...) that a claim may bind.
// What the model says is a report, not a number Gary computed: the fact is shown as written and
// its sources go with it.

/** The spec's rich-context budget. */
export const NEWS_MAX_TOKENS = 1600;
export const NEWS_TEMPERATURE = 0.3;
/** At most this many news facts per game. */
export const NEWS_ITEMS = 4;
const MAX_ITEM_CHARS = 240;

export interface NewsItem {
  /** One sentence, without citation markers or a closing full stop. */
  text: string;
  /** The source URLs this item cites (all the answer's sources when it marks none). */
  urls: string[];
}

export interface GameNews {
  /** When the search model answered, ISO UTC. */
  at: string;
  model: string;
  items: NewsItem[];
}

export interface NewsGame {
  league: string;
  homeTeam: string;
  awayTeam: string;
  /** Eastern date 'YYYY-MM-DD'. */
  date: string;
}

export function newsMessages(g: NewsGame): { role: 'system' | 'user'; content: string }[] {
  return [
    {
      role: 'system',
      content: 'You are a sports news researcher. Report only what recent published sources say, each point with its source markers like [1]. No predictions, no betting advice.',
    },
    {
      role: 'user',
      content: [
        `Recent news for ${g.league}: ${g.awayTeam} at ${g.homeTeam} on ${g.date}.`,
        `Give up to ${NEWS_ITEMS} points from the last few days that matter for this game: injuries and returns, starters and lineups, form, travel and rest, anything else a bettor should know.`,
        'One point per line, each starting with "- ", each one plain sentence ending with its source markers, e.g. "- The Orioles placed their closer on the injured list [1][3]".',
        'If there is no recent news, answer "- none".',
      ].join('\n'),
    },
  ];
}

const MARKER = /\[(\d{1,2})\]/g;

/** A point as one plain sentence: no markdown, no citation markers, no closing full stop. */
function clean(line: string): string {
  let t = line
    .replace(/^\s*(?:[-*\u2022]|\d{1,2}[.)])\s*/, '')
    .replace(MARKER, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // One sentence only: the rationale's 2-4 sentence rule counts the rendered text.
  const end = /[.!?](?=\s+[A-Z])/.exec(t);
  if (end) t = t.slice(0, end.index);
  t = t.replace(/[.!?;:,\s]+$/, '').trim();
  if (t.length > MAX_ITEM_CHARS) t = `${t.slice(0, MAX_ITEM_CHARS).replace(/\s+\S*$/, '')}`;
  return t;
}

/** Reads the search model's answer into news items, each with the URLs its [n] markers name. */
export function parseNews(text: string, citations: readonly string[]): NewsItem[] {
  const items: NewsItem[] = [];
  const lines = text.split(/\r?\n/).filter((l) => /^\s*(?:[-*\u2022]|\d{1,2}[.)])\s+\S/.test(l));
  for (const line of lines) {
    const marks = [...line.matchAll(MARKER)].map((m) => Number(m[1]));
    const urls = [...new Set(marks.map((n) => citations[n - 1]).filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u)))];
    const t = clean(line);
    if (t.length < 12 || /^none\b/i.test(t) || /^no (recent )?news\b/i.test(t)) continue;
    items.push({ text: t, urls: urls.length > 0 ? urls : citations.filter((u) => /^https?:\/\//.test(u)) });
    if (items.length >= NEWS_ITEMS) break;
  }
  // A point without any source is not a fact anyone can check: left out.
  return items.filter((i) => i.urls.length > 0);
}
