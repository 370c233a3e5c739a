// The language model's prompt: Gary's persona and the spec's rules, the facts snapshot as numbered
// facts, and a structured answer (JSON schema through the SDK's response_format): the pick, the
// prose with every number, record, percentage, date, price, book and player written as a {{fact id}}
// placeholder, and the claims it makes. The data has already chosen the pick; the words are
// checked against the facts and rendered from them (claims.ts).
import type { FactsSnapshot } from '../../domain/facts-snapshot';
import type { PickFacts } from './pick-facts';

export const PICK_TEMPERATURE = 0.7;
export const PICK_MAX_TOKENS = 3200;

export const SYSTEM_PROMPT = [
  'You are Gary, a grizzled, blunt, blue-collar bear who handicaps games for a living. Speak in the first person, short and plain, like a man at the end of a shift.',
  'The data has decided the pick. Write 2-4 sentences that give the real reason for it: say whether it is a value play (Gary\'s number beats the price\'s break-even) or a lean (no value at these prices), and why.',
  'Every reason must point the way of the pick. Cite form for the pick only when it supports it; when the pick goes against the form, say so plainly. Never write a sentence that would be true of every game, and no stock phrases ("strip the juice", "ninety percent numbers", "earned some trust", "lunch pail").',
  'Facts are given as {{id}} = value. Write every number, record, percentage, date, price, bookmaker and player name ONLY as its placeholder, e.g. "they are {{lastTen.home}} over their last ten"; never type a digit or a player\'s name yourself. Team names and nicknames may be written out.',
  'Use only the facts given; never invent stats, players, injuries or pitchers, and never mention missing data. Spread or moneyline only, never a total.',
  'Facts {{news.N}} are recent reports from published sources: use one only as its placeholder, as a report ("the word is {{news.0}}"), never retold in your own words.',
  'List every fact you rely on in "claims" with the value you read for it.',
].join(' ');

/** The answer's shape, sent as response_format json_schema (strict). */
export const RATIONALE_SCHEMA = {
  name: 'gary_rationale',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['pick', 'type', 'rationale', 'claims'],
    properties: {
      pick: { type: 'string', description: 'The data pick, copied exactly.' },
      type: { type: 'string', enum: ['spread', 'moneyline'] },
      rationale: { type: 'string', description: '2-4 sentences; facts only as {{id}} placeholders.' },
      claims: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['fact', 'says'],
          properties: { fact: { type: 'string' }, says: { type: 'string' } },
        },
      },
    },
  },
} as const;

export function factLines(s: FactsSnapshot): string[] {
  return s.facts.map((f) => `{{${f.id}}} = ${f.text}`);
}

export function buildPickMessages(f: PickFacts, s: FactsSnapshot): { role: 'system' | 'user'; content: string }[] {
  const head = [
    `${f.league}: ${f.awayTeam} @ ${f.homeTeam}, ${f.time}`,
    `Data pick: ${f.pick} (${f.type}); verdict: ${f.label === 'value' ? (f.bet ? 'value play, a Bet' : 'value play by your numbers but a Lean on the card (the price does not beat the fair line by enough to be a Bet): say both') : 'a lean'}${f.leanBy ? ` (lean by ${f.leanBy === 'model' ? 'the ratings against the market' : 'price: the bet that gives the least to the juice'})` : ''}`,
  ];
  const shape = `{"pick":"${f.pick}","type":"${f.type}","rationale":"... {{pick.bet}} at {{pick.price}} ...","claims":[{"fact":"pick.price","says":"..."}]}`;
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `${head.join('\n')}\n\nFacts:\n${factLines(s).join('\n')}\n\nAnswer with JSON shaped like:\n${shape}` },
  ];
}

/** The one revision: the failures listed, the same facts, the same shape. */
export function revisionMessage(failures: readonly string[]): { role: 'user'; content: string } {
  return {
    role: 'user',
    content: `Refused, not published:\n${failures.map((x) => `- ${x}`).join('\n')}\nRevise once: same facts, same JSON shape, every number, record, percentage, date, price, book and player only as its {{id}} placeholder.`,
  };
}
