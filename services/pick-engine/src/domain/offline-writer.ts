// Gary's voice without a language model: a 2-4 sentence rationale, always with the verdict (value
// or lean, and why), built from the same facts the
// model would get. Each sentence slot has many templates; which one is used, and which optional
// slots appear, is chosen deterministically from the game (so a rerun writes the same words, and
// two games on one slate read differently). Templates only speak of facts that are present.
import { hashOf } from '@gary/betting';
import { verdictSentence, type PickFacts } from './pick-facts';

type Template = (f: PickFacts) => string;

const nick = (team: string) => team.trim().split(/\s+/).pop() ?? team;
const bet = (f: PickFacts) => f.pick.replace(/\s+[+-]\d+\s*$/, '');
const at = (f: PickFacts) => (f.bookmaker ? `${f.price} at ${f.bookmaker}` : f.price);

const OPENERS: Template[] = [
  (f) => `I'm riding ${bet(f)}, ${at(f)}.`,
  (f) => `Give me ${bet(f)}, and the best number in town is ${at(f)}.`,
  (f) => `${bet(f)} is my play, ${at(f)}, ${f.time}.`,
  (f) => `Put the lunch pail down on ${bet(f)}, ${at(f)}.`,
  (f) => `No fancy stuff here: ${bet(f)}, ${at(f)}.`,
  (f) => `I've looked at this one from every angle and I land on ${bet(f)} (${at(f)}).`,
  (f) => `${nick(f.team)} ${f.type === 'spread' ? 'on the number' : 'to win it outright'}, ${at(f)}, that's the ticket.`,
];


const FORM: Template[] = [
  (f) => `${nick(f.team)} ${f.picked.lastTen ? `went ${f.picked.lastTen} over their last ten` : `sit at ${f.picked.record}`}${f.other.lastTen ? ` while ${nick(f.opponent)} went ${f.other.lastTen}` : ''}.`,
  (f) => `Form matters: ${nick(f.team)} ${f.picked.lastTen ? `are ${f.picked.lastTen} in their last ten` : `are ${f.picked.record} on the year`}${f.picked.record && f.picked.lastTen ? ` and ${f.picked.record} overall` : ''}.`,
  (f) => `You don't ${f.picked.lastTen ? `go ${f.picked.lastTen} in ten` : `get to ${f.picked.record}`} by accident, and ${nick(f.team)} have earned some trust.`,
];

const INJURY: Template[] = [
  (f) => `${nick(f.opponent)} are missing ${f.other.out.join(' and ')}, and that's a hole you feel all night.`,
  (f) => `With ${f.other.out.join(' and ')} out for ${nick(f.opponent)}, the other side is short-handed.`,
  (f) => `${f.other.out[0]} sitting for ${nick(f.opponent)} changes how this one plays.`,
];

const STARTER: Template[] = [
  (f) => `${f.picked.starter!.name} takes the ball for ${nick(f.team)}${f.picked.starter!.era !== null ? ` with a ${f.picked.starter!.era.toFixed(2)} ERA` : ''}${f.other.starter ? `, against ${f.other.starter.name}${f.other.starter.era !== null ? ` at ${f.other.starter.era.toFixed(2)}` : ''}` : ''}.`,
  (f) => `On the mound it's ${f.picked.starter!.name} for ${nick(f.team)}${f.other.starter ? ` and ${f.other.starter.name} for ${nick(f.opponent)}` : ''}, and I like my guy.`,
];

const MOVE: Template[] = [
  (f) => `The ${f.move!.market === 'spread' ? 'line' : 'price'} on ${nick(f.move!.team)} went from ${f.move!.from} to ${f.move!.to} since the open, so somebody's been to the window.`,
  (f) => `This number has moved, ${f.move!.from} to ${f.move!.to} on ${nick(f.move!.team)}, and I pay attention when the money talks.`,
];

const TRAP: Template[] = [
  (f) =>
    f.favourite
      ? `The line's drifting against the chalk and that smells like a trap, but the number still holds up for ${nick(f.team)}.`
      : `The public is loading up on the chalk while the line drifts our way, and I'm not stepping in that trap.`,
  (f) =>
    f.favourite
      ? `Heavy favourite with the line moving against it usually spells trap, so I checked twice and ${nick(f.team)} still grade out.`
      : `Heavy favourite, line moving against it: I've been around long enough to know a trap when I see one.`,
];

const REVENGE: Template[] = [
  (f) => `${nick(f.team)} owe ${nick(f.opponent)} one from the last meeting.`,
  (f) => `Last time these two met ${nick(f.team)} took the loss, and a team remembers.`,
];

const CLOSERS: Template[] = [
  (f) => (f.label === 'value' ? `The number's on our side, and that's the whole job.` : `Small stakes, eyes open.`),
  () => `That's the math, plain and simple.`,
  () => `Punch the clock, cash the ticket.`,
  (f) => `${f.superstition ? `And you know I don't argue with a seven.` : `No magic, just work.`}`,
  (f) => `${f.time}, ${nick(f.team)}, done deal.`,
];

function pickOne<T>(list: readonly T[], seed: number, salt: number): T {
  return list[(seed + salt * 2654435761) % list.length] as T;
}

/** The optional sentences these facts can support, in the order they would be considered. */
function optionalSlots(f: PickFacts): Template[][] {
  const slots: Template[][] = [];
  if (f.trapAlert) slots.push(TRAP);
  if (f.picked.starter) slots.push(STARTER);
  if (f.other.out.length > 0) slots.push(INJURY);
  if (f.picked.lastTen || f.picked.record) slots.push(FORM);
  if (f.move) slots.push(MOVE);
  if (f.revenge) slots.push(REVENGE);
  return slots;
}

export function writeOfflineRationale(f: PickFacts, dateSalt = ''): string {
  const seed = hashOf(`${f.eventId}|${f.pick}|${dateSalt}`);
  const sentences = [pickOne(OPENERS, seed, 1)(f)];
  // The verdict (value or lean, Gary's number beside the model's and the market's) always runs;
  // a context sentence comes before or after it, so the paragraphs vary.
  const optional = optionalSlots(f);
  const start = optional.length > 0 ? seed % optional.length : 0;
  const rotated = [...optional.slice(start), ...optional.slice(0, start)];
  const extra = rotated.slice(0, 1 + ((seed >>> 4) % 2)).map((slot, i) => pickOne(slot, seed, i + 2)(f));
  const verdict = verdictSentence(f);
  if ((seed >>> 8) % 3 !== 0) sentences.push(verdict, ...extra.slice(0, 1));
  else sentences.push(...extra, verdict);
  if ((seed >>> 12) % 2 === 0 && sentences.length < 4) sentences.push(pickOne(CLOSERS, seed, 7)(f));
  return sentences.slice(0, 4).join(' ');
}
