// Gary's voice without a language model, and the verdict every rationale carries. The writer
// drafts from the facts snapshot: every number, record, price, book and player is a {{fact}}
// placeholder, so the claim check binds and renders them exactly as it does a model's answer.
//
// The voice: first person, blunt, blue-collar. Each sentence is a reason that points the way of the
// pick: form is cited for the pick only when it supports it, and a pick against the form says so;
// an injury, a starter, rest or the line's move are used only in the direction they point. No
// sentence is true of every game: each one binds a fact of this game or names its teams. The
// opener and the closer carry the catchphrases; a day's card never uses the same one twice (the
// generation passes the day's `taken` set), and with no set the choice is a stable hash of the game.
import { hashOf } from '@gary/betting';
import type { Draft } from './claims';
import type { FactsSnapshot } from './facts-snapshot';
import { factById, shareOf } from './facts-snapshot';
import type { PickFacts } from './pick-facts';

type Side = 'home' | 'away';
interface Ctx {
  f: PickFacts;
  s: FactsSnapshot;
  P: Side;
  O: Side;
  /** Nicknames: the last word of each team's name (team words may appear unbound). */
  me: string;
  them: string;
  /** '{{pick.price}} at {{pick.book}}' or just the price. */
  where: string;
}

interface Phrase {
  id: string;
  when?: (c: Ctx) => boolean;
  text: (c: Ctx) => string;
}

const has = (c: Ctx, id: string) => factById(c.s, id) !== undefined;
const nick = (team: string) => team.trim().split(/\s+/).pop() ?? team;

const OPENERS: Phrase[] = [
  { id: 'on-it', text: (c) => `I'm on {{pick.bet}}, ${c.where}.` },
  { id: 'give-me', text: (c) => `Give me {{pick.bet}}, ${c.where}.` },
  { id: 'my-money', text: (c) => `My money goes on {{pick.bet}}, ${c.where}.` },
  { id: 'ticket', text: (c) => `{{pick.bet}} is my ticket, ${c.where}, before anybody moves it.` },
  { id: 'clock-in', text: (c) => `Clock in, sit down, bet {{pick.bet}}, ${c.where}.` },
  { id: 'paws', text: (c) => `I've got my paws on {{pick.bet}}, ${c.where}.` },
  { id: 'put-me-down', text: (c) => `Put me down for {{pick.bet}}, ${c.where}.` },
  { id: 'standing', text: (c) => `Here's where I'm standing: {{pick.bet}}, ${c.where}.` },
  { id: 'backing', text: (c) => `I'm backing the ${c.me} here, {{pick.bet}} ${c.where}.` },
  { id: 'no-overthinking', text: (c) => `No overthinking this one: {{pick.bet}}, ${c.where}.` },
  { id: 'through-the-board', text: (c) => `I went through the board and came out holding {{pick.bet}}, ${c.where}.` },
  { id: 'bears-call', text: (c) => `Bear's call on ${c.them} and ${c.me}: {{pick.bet}}, ${c.where}.` },
  { id: 'mark-it', text: (c) => `Mark it down, {{pick.bet}}, ${c.where}.` },
  { id: 'rolling-up', text: (c) => `I'm rolling up my sleeves for {{pick.bet}}, ${c.where}.` },
  { id: 'lunch-pail', text: (c) => `Lunch pail's packed for {{pick.bet}}, ${c.where}.` },
  { id: 'signing', text: (c) => `I'm signing my name to {{pick.bet}}, ${c.where}.` },
  { id: 'shift', text: (c) => `This shift I'm working {{pick.bet}}, ${c.where}.` },
  { id: 'hard-hat', text: (c) => `Hard hat on, {{pick.bet}}, ${c.where}.` },
  { id: 'quit-waiting', text: (c) => `I'm done waiting on ${c.them}; it's {{pick.bet}}, ${c.where}.` },
  { id: 'plain', text: (c) => `Plain as a paycheck: {{pick.bet}}, ${c.where}.` },
  { id: 'window', text: (c) => `Walk up to the window and ask for {{pick.bet}}, ${c.where}.` },
  { id: 'honest', text: (c) => `Honest pick, honest price: {{pick.bet}}, ${c.where}.` },
];

const CLOSERS: Phrase[] = [
  { id: 'punch-clock', text: (c) => `Punch the clock at {{game.start}} and cash the ${c.me} ticket.` },
  { id: 'crowd', text: (c) => `The ${c.them} can have the crowd; I'll take the number.` },
  { id: 'small-stake', when: (c) => c.f.label === 'lean', text: (c) => `Small stake on the ${c.me}, eyes open.` },
  { id: 'been-wrong', when: (c) => c.f.label === 'value', text: (c) => `I've been wrong before, but not often about a price like this on the ${c.me}.` },
  { id: 'dont-chase', text: (c) => `Bears don't chase, and I'm not chasing the ${c.them}.` },
  { id: 'see-you', text: (c) => `See you at {{game.start}}, ${c.me} people.` },
  { id: 'sweat', text: (c) => `The ${c.me} by the sweat of the brow.` },
  { id: 'workday', text: (c) => `That's a workday bet on the ${c.me}, nothing fancy.` },
  { id: 'fair-price', text: (c) => `If the ${c.them} beat me, they beat a fair price.` },
  { id: 'cheap-seats', text: (c) => `I'll be in the cheap seats pulling for the ${c.me}.` },
  { id: 'seven', when: (c) => c.f.superstition, text: (c) => `And the ${c.me} come with a seven on them, which I never argue with.` },
  { id: 'overtime', text: (c) => `No overtime pay for the ${c.them} on this one.` },
];

const pickOne = <T>(list: readonly T[], seed: number, salt: number): T => list[((seed >>> 0) + salt * 2654435761) % list.length] as T;

/** The verdict: value or lean, and the real reason, in numbers that point the pick's way. */
export function verdictDraft(f: PickFacts, s: FactsSnapshot, seed = 0): string {
  const c = { has: (id: string) => factById(s, id) !== undefined };
  const gary = factById(s, 'prob.gary')?.value as number | undefined;
  const market = factById(s, 'prob.market')?.value as number | undefined;
  const model = factById(s, 'prob.model')?.value as number | undefined;
  const breakEven = c.has('pick.breakEven');
  if (f.label === 'value') {
    // Gary's number above the break-even is the reason; the market and the ratings are cited only when they agree.
    const above = gary !== undefined && market !== undefined && gary - market >= 0.01 ? `, the market only {{prob.market}}` : '';
    const ratings = model !== undefined && market !== undefined && model - market >= 0.01 && above === '' ? `, and my ratings go further at {{prob.model}}` : '';
    const forms = [
      `It's a value play: I make the ${nick(f.team)} {{prob.gary}}${above}${ratings}, and {{pick.price}} only needs {{pick.breakEven}} to break even.`,
      `Value play, and the price is why: {{pick.price}} breaks even at {{pick.breakEven}} and I've got the ${nick(f.team)} at {{prob.gary}}${above}${ratings}.`,
      `Call it a value play on the ${nick(f.team)}: {{prob.gary}} against a break-even of {{pick.breakEven}}${above}${ratings}, worth {{pick.ev}}.`,
    ];
    return breakEven ? pickOne(forms, seed, 3) : `It's a value play: I make the ${nick(f.team)} {{prob.gary}}${above}, worth {{pick.ev}}.`;
  }
  const team = f.team === f.homeTeam ? '{{team.home}}' : '{{team.away}}';
  if (f.leanBy === 'model' && c.has('win.model.picked')) {
    const forms = [
      `Call it a lean, not a value play: the price is about fair, but my ratings give ${team} {{win.model.picked}} to win and the market only {{win.market.picked}}.`,
      `There's no value at these prices, so this is a lean: my ratings have ${team} at {{win.model.picked}} to win, the market at {{win.market.picked}}, and I side with the ratings.`,
    ];
    return pickOne(forms, seed, 3);
  }
  const me = nick(f.team);
  const them = nick(f.opponent);
  const forms = [
    `Call it a lean, not a value play: nothing in ${them} and ${me} beats the juice, the market makes the ${me} {{prob.market}}, and {{pick.price}} gives the least of it away.`,
    `No value on ${me} and ${them}, so it's a lean: the market has the ${me} at {{prob.market}}, {{pick.price}} needs {{pick.breakEven}}, and that's the smallest gap in the game.`,
  ];
  return breakEven ? pickOne(forms, seed, 3) : forms[0]!;
}

/** Form: for the pick when it supports it, said plainly when the pick goes against it, else nothing. */
function formReason(c: Ctx, seed: number): { text: string; against: boolean } | null {
  const unit = has(c, `lastTen.${c.P}`) && has(c, `lastTen.${c.O}`) ? 'lastTen' : has(c, `record.${c.P}`) && has(c, `record.${c.O}`) ? 'record' : null;
  if (!unit) return null;
  const mine = shareOf(c.s, `${unit}.${c.P}`);
  const theirs = shareOf(c.s, `${unit}.${c.O}`);
  if (mine === null || theirs === null) return null;
  const span = unit === 'lastTen' ? 'over their last ten' : 'on the season';
  if (mine - theirs >= 0.15) {
    const forms = [
      `The ${c.me} are {{${unit}.${c.P}}} ${span} and the ${c.them} {{${unit}.${c.O}}}, so the form is with me.`,
      `Form backs it: {{${unit}.${c.P}}} ${span} for the ${c.me} against {{${unit}.${c.O}}} for the ${c.them}.`,
      `You don't fake {{${unit}.${c.P}}} ${span}, and the ${c.them} have only managed {{${unit}.${c.O}}}.`,
    ];
    return { text: pickOne(forms, seed, 5), against: false };
  }
  if (theirs - mine >= 0.15) {
    const forms = [
      `This one goes against the form, the ${c.me} {{${unit}.${c.P}}} ${span} against {{${unit}.${c.O}}} for the ${c.them}, and I'm fine with that because the price already charges for it.`,
      `I know the ${c.me} are {{${unit}.${c.P}}} ${span} and the ${c.them} {{${unit}.${c.O}}}; I'm betting against the form, on the number.`,
    ];
    return { text: pickOne(forms, seed, 5), against: true };
  }
  return null;
}

/** The other reasons these facts hold, each only in the direction it points. */
function supportingReasons(c: Ctx, seed: number): string[] {
  const out: string[] = [];
  const outs = (side: Side) => [0, 1, 2].filter((n) => has(c, `injury.${side}.${n}`)).map((n) => `{{injury.${side}.${n}}}`);
  const theirOut = outs(c.O);
  const myOut = outs(c.P);
  if (theirOut.length > 0) {
    const who = theirOut.slice(0, 2).join(' and ');
    out.push(pickOne([
      `The ${c.them} are without ${who}, and that's a hole you feel all game.`,
      `With ${who} out, the ${c.them} are working short-handed.`,
    ], seed, 7));
  } else if (myOut.length > 0) {
    out.push(`${myOut[0]} is out for the ${c.me}, and the price already knows it.`);
  }
  if (has(c, `starter.${c.P}`) && has(c, `era.${c.P}`) && has(c, `starter.${c.O}`) && has(c, `era.${c.O}`)) {
    const mine = factById(c.s, `era.${c.P}`)!.value as number;
    const theirs = factById(c.s, `era.${c.O}`)!.value as number;
    out.push(mine <= theirs
      ? `{{starter.${c.P}}} takes the ball with a {{era.${c.P}}} ERA against {{starter.${c.O}}} at {{era.${c.O}}}, and I like my guy.`
      : `{{starter.${c.O}}} has the better ERA, {{era.${c.O}}} to {{era.${c.P}}} for {{starter.${c.P}}}, and the price pays me to live with it.`);
  }
  const move = factById(c.s, 'move.picked') ?? factById(c.s, 'move.home');
  if (move && typeof move.value === 'object' && move.value !== null) {
    const id = move.id;
    out.push((move.value as { toward: boolean }).toward
      ? `The number went {{${id}}} since the open, money coming in on the ${c.me}.`
      : `The number drifted {{${id}}} since the open, away from the ${c.me}, so I get a better price than the early birds did.`);
  }
  const rm = factById(c.s, `rest.${c.P}`)?.value as number | undefined;
  const rt = factById(c.s, `rest.${c.O}`)?.value as number | undefined;
  if (rm !== undefined && rt !== undefined && rm > rt) out.push(`The ${c.me} come in on {{rest.${c.P}}} of rest, the ${c.them} on {{rest.${c.O}}}.`);
  if (c.f.revenge && has(c, `lastMeeting.${c.P}`)) out.push(`The ${c.me} lost the last meeting, {{lastMeeting.${c.P}}}, and they've had time to stew on it.`);
  if (c.f.trapAlert) {
    out.push(c.f.favourite
      ? `The line moved against the ${c.me} since the open and that can smell like a trap, so I checked twice: the price still holds.`
      : `The ${c.them} are priced up and the line moved against them since the open; that smells like a trap, and I'm on the other side of it.`);
  }
  return out;
}

function choose(list: readonly Phrase[], c: Ctx, seed: number, salt: number, taken?: Set<string>): Phrase | null {
  const fits = list.filter((p) => !p.when || p.when(c));
  if (fits.length === 0) return null;
  const start = ((seed >>> 0) + salt * 2654435761) % fits.length;
  for (let k = 0; k < fits.length; k++) {
    const p = fits[(start + k) % fits.length]!;
    if (!taken || !taken.has(p.id)) return p;
  }
  return taken ? null : fits[start]!;
}

export interface OfflineDraft {
  draft: Draft;
  /** The catchphrases used (opener and closer ids), to keep a day's card from repeating them. */
  phrases: string[];
}

/**
 * Gary's rationale from the facts: opener, verdict, the reason that matters most (a pick against the
 * form always says so), and a second reason or a closer; 2-4 sentences.
 */
export function writeOfflineDraft(f: PickFacts, s: FactsSnapshot, o: { salt?: string; taken?: Set<string> } = {}): OfflineDraft {
  const seed = hashOf(`${f.eventId}|${f.pick}|${o.salt ?? ''}`);
  const P: Side = f.team === f.homeTeam ? 'home' : 'away';
  const c: Ctx = { f, s, P, O: P === 'home' ? 'away' : 'home', me: nick(f.team), them: nick(f.opponent), where: factById(s, 'pick.book') ? '{{pick.price}} at {{pick.book}}' : '{{pick.price}}' };
  const phrases: string[] = [];
  const opener = choose(OPENERS, c, seed, 1, o.taken) ?? choose(OPENERS, c, seed, 1)!;
  phrases.push(`opener:${opener.id}`);
  o.taken?.add(opener.id);
  const sentences = [opener.text(c), verdictDraft(f, s, seed >>> 3)];
  const form = formReason(c, seed);
  const others = supportingReasons(c, seed);
  const reasons = form?.against ? [form.text, ...others] : [...others, ...(form ? [form.text] : [])];
  // Rotate by the game so two games with the same kinds of facts lead with different reasons.
  const lead = form?.against ? [reasons[0]!] : [];
  const rest = form?.against ? reasons.slice(1) : reasons;
  const start = rest.length > 0 ? seed % rest.length : 0;
  const ordered = [...lead, ...rest.slice(start), ...rest.slice(0, start)];
  sentences.push(...ordered.slice(0, (seed >>> 6) % 2 === 0 ? 2 : 1));
  if (sentences.length < 4) {
    const closer = choose(CLOSERS, c, seed, 7, o.taken);
    if (closer) {
      phrases.push(`closer:${closer.id}`);
      o.taken?.add(closer.id);
      sentences.push(closer.text(c));
    }
  }
  return { draft: { text: sentences.slice(0, 4).join(' '), claims: [] }, phrases };
}
