// The side of the line. A text arguing an over/under states the player's average; when that average
// sits on the other side of the line ("under 0.5 assists ... averaging 0.59") the text argues
// against its own pick. The claim check refuses it (ClaimRules.side), and props-engine drops such a
// sentence from a card with the same test.

export interface LineSide {
  bet: 'over' | 'under';
  line: number;
}

// "averaging 0.59", "average of 0.59", "season average is 0.59", "0.59 assists a game/night".
const STATED_AVERAGE = [/\baverag(?:e|es|ing|ed)\b(?:\s+(?:is|of|at|was))?\s+(\d+(?:\.\d+)?)/gi, /\b(\d+(?:\.\d+)?)\s+[a-z+' ]{1,30}?\s+(?:a|per)\s+(?:game|night|contest|start)\b/gi];

/** The per-game averages a text states. */
export function statedAverages(text: string): number[] {
  const out: number[] = [];
  for (const re of STATED_AVERAGE) for (const m of text.matchAll(re)) out.push(Number(m[1]));
  return out.filter((n) => Number.isFinite(n));
}

/** The first stated average on the other side of the line from the pick, or null. */
export function averageAgainst(text: string, side: LineSide): number | null {
  return statedAverages(text).find((avg) => (side.bet === 'under' ? avg > side.line : avg < side.line)) ?? null;
}

/** True when the text states an average on the other side of the line from the pick. */
export const averageContradicts = (text: string, side: LineSide) => averageAgainst(text, side) !== null;
