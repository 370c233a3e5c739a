import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_INPUTS, ENGINE_RULES } from '../../../../packages/handicap/src/engine-description';
import { ALL_PICKING_CLAIMS, BET_WORDS, HOW_IT_WORKS_STEPS, type ClaimInput, type PickingClaim } from './how-gary-picks';
import { GARY_QUOTES } from '../pages/meet-gary-page';

// Words that name an engine input; a sentence using one must declare the input it names.
const LEXICON: readonly [RegExp, ClaimInput][] = [
  [/injur/i, 'injuries'],
  [/line(’s| has)? mov|line moves|moves? (two|a) points/i, 'line-movement'],
  [/pinnacle|sharp/i, 'sharp-no-vig'],
  [/no-vig probabilit/i, 'no-vig-consensus'],
  [/ratings?\b/i, 'team-ratings'],
  [/pitcher/i, 'mlb-starters'],
  [/\bform\b|\brecords?\b(?! (the|nobody))/i, 'form-and-records'],
];
// Factors the engine does not read at all: no page may say it weighs them.
const NOT_READ = /\brest\b|\btravel\b|\bweather\b|\bsituational\b/i;

const role = (id: ClaimInput) => ENGINE_INPUTS.find((i) => i.id === id)?.role;
const named = (text: string) => LEXICON.filter(([re]) => re.test(text)).map(([, id]) => id);

function problems(c: PickingClaim): string[] {
  const out: string[] = [];
  for (const id of c.decides) if (role(id) !== 'pick') out.push(`says ${id} moves the pick; the engine ${role(id) ? 'only writes about it' : 'does not read it'}`);
  for (const id of c.writes) if (role(id) !== 'writing') out.push(`says ${id} only feeds the analysis; the engine's role for it is ${role(id)}`);
  for (const id of named(c.text)) if (!c.decides.includes(id) && !c.writes.includes(id)) out.push(`names ${id} without saying what it does`);
  if (NOT_READ.test(c.text)) out.push('names a factor the engine does not read');
  const pct = c.text.match(/(\d+)% or (better|more)/);
  if (pct && Number(pct[1]) !== ENGINE_RULES.minPickProbability * 100) out.push(`says ${pct[1]}% is the bar; the engine's is ${ENGINE_RULES.minPickProbability * 100}%`);
  return out;
}

describe('the marketing copy says only what the engine does', () => {
  it('every claim about how Gary picks matches the engine description', () => {
    const bad = ALL_PICKING_CLAIMS.map((c) => ({ text: c.text.slice(0, 60), problems: problems(c) })).filter((x) => x.problems.length);
    expect(bad).toEqual([]);
  });

  it('a claim the engine does not keep is caught (injuries moving the pick, rest and travel, a wrong bar)', () => {
    expect(problems({ text: 'Injuries, rest and travel decide the side.', decides: ['injuries'], writes: [] }).length).toBeGreaterThanOrEqual(2);
    expect(problems({ text: 'A line that moves two points by lunch is trying to tell you something. I listen.', decides: [], writes: [] })).toContain('names line-movement without saying what it does');
    expect(problems({ text: 'He takes sides 55% or better.', decides: [], writes: [] })).toHaveLength(1);
  });

  it('the hero tags name only inputs that move the pick', () => {
    const tags = ALL_PICKING_CLAIMS.filter((c) => c.writes.length === 0 && c.decides.length === 1);
    expect(tags.map((t) => role(t.decides[0]!))).not.toContain('writing');
  });

  it('Meet Gary’s quotes name no input they do not declare (the engine picks favourites at 50% or better)', () => {
    expect(ENGINE_RULES.minPickProbability).toBeGreaterThanOrEqual(0.5);
    for (const q of GARY_QUOTES) {
      const claim = ALL_PICKING_CLAIMS.find((c) => c.text === q) ?? { text: q, decides: [], writes: [] };
      expect({ q, problems: problems(claim) }).toEqual({ q, problems: [] });
      expect(q).not.toMatch(/love a price/i);
    }
  });

  it('no marketing page hard-codes a sentence about how Gary picks (it takes it from how-gary-picks)', () => {
    const pages = ['home-page.tsx', 'how-it-works-page.tsx', 'learn-more-page.tsx', 'meet-gary-page.tsx', 'pricing-page.tsx', 'home-more.tsx'];
    for (const p of pages) {
      const src = readFileSync(join(__dirname, '..', 'pages', p), 'utf8');
      expect({ p, hits: src.match(/injur|line moves?|line movement|no-vig|rest and travel|fair number|good enough|love a price/gi) ?? [] }).toEqual({ p, hits: [] });
    }
  });

  it('what a Bet and a Lean are is said as the rule has it: a fair line from Pinnacle, else the consensus; a stake for a Bet only', () => {
    const words: Record<(typeof ENGINE_RULES.fairSources)[number], RegExp> = { sharp: /Pinnacle/, consensus: /consensus/ };
    for (const src of ENGINE_RULES.fairSources) expect(BET_WORDS.text).toMatch(words[src]);
    expect(BET_WORDS.text).toMatch(/A Bet .*stake.*A Lean .*no stake/);
    expect(HOW_IT_WORKS_STEPS.map((s) => s.claim.text).join(' ')).toContain(BET_WORDS.text);
  });
});
