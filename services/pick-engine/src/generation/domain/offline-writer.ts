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
import type { Draft } from '../../domain/claims';
import type { FactsSnapshot } from '../../domain/facts-snapshot';
import { factById, shareOf } from '../../domain/facts-snapshot';
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
  /** The day's wordings used so far. */
  taken?: Set<string>;
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
  { id: 'sign-me-up', text: (c) => `Sign me up for {{pick.bet}}, ${c.where}.` },
  { id: 'my-side', text: (c) => `My side of ${c.them} and ${c.me} is {{pick.bet}}, ${c.where}.` },
  { id: 'tool-belt', text: (c) => `Out of the tool belt comes {{pick.bet}}, ${c.where}.` },
  { id: 'gut-check', text: (c) => `I ran the numbers on the ${c.me} twice and I'm on {{pick.bet}}, ${c.where}.` },
  { id: 'bear-likes', text: (c) => `This old bear likes {{pick.bet}}, ${c.where}.` },
  { id: 'buying', text: (c) => `I'm buying {{pick.bet}}, ${c.where}.` },
  { id: 'nailed-down', text: (c) => `Nail it down: {{pick.bet}}, ${c.where}.` },
  { id: 'payday', text: (c) => `Payday pick for the ${c.me} crowd: {{pick.bet}}, ${c.where}.` },
  { id: 'on-the-board', text: (c) => `On the board for ${c.them} and ${c.me}, I want {{pick.bet}}, ${c.where}.` },
  { id: 'count-me-in', text: (c) => `Count me in on {{pick.bet}}, ${c.where}.` },
  { id: 'overalls', text: (c) => `Overalls on, coffee poured, {{pick.bet}} ${c.where}.` },
  { id: 'straight-talk', text: (c) => `Straight talk on the ${c.me}: {{pick.bet}}, ${c.where}.` },
  { id: 'the-play', text: (c) => `The play is {{pick.bet}}, ${c.where}.` },
  { id: 'not-shy', text: (c) => `I'm not shy about {{pick.bet}}, ${c.where}.` },
  { id: 'clocking', text: (c) => `Clocking in on the ${c.me}, {{pick.bet}} ${c.where}.` },
  { id: 'grab-it', text: (c) => `Grab {{pick.bet}} while it's ${c.where}.` },
  { id: 'workbench', text: (c) => `Off the workbench and onto the card: {{pick.bet}}, ${c.where}.` },
  { id: 'one-word', text: (c) => `One word on ${c.them} and ${c.me}, and it's ${c.me}: {{pick.bet}}, ${c.where}.` },
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
  { id: 'thermos', text: (c) => `Fill the thermos, the ${c.me} go at {{game.start}}.` },
  { id: 'paws-crossed', text: (c) => `Paws crossed for the ${c.me}, but it's the price I trust.` },
  { id: 'whistle', text: (c) => `When the whistle blows at {{game.start}}, I'm a ${c.me} fan.` },
  { id: 'shift-over', text: (c) => `Shift's over, ticket's in on the ${c.me}.` },
  { id: 'no-love', text: (c) => `No love for the ${c.them} today.` },
  { id: 'steel-toes', text: (c) => `Steel toes on, ${c.me} all the way.` },
];

/**
 * One of a slot's wordings: chosen by the game, and with a day's `taken` set the least used on that
 * day's card so far, so one template does not carry the whole card.
 */
function pickOne<T>(list: readonly T[], seed: number, salt: number, taken?: Set<string>, slot?: string): T {
  const start = ((seed >>> 0) + salt * 2654435761) % list.length;
  if (!taken || !slot) return list[start] as T;
  const used = (i: number) => [...taken].filter((t) => t.startsWith(`${slot}:${i}#`)).length;
  let best = start;
  for (let k = 1; k < list.length; k++) {
    const i = (start + k) % list.length;
    if (used(i) < used(best)) best = i;
  }
  taken.add(`${slot}:${best}#${taken.size}`);
  return list[best] as T;
}

/** The verdict: value or lean, and the real reason, in numbers that point the pick's way. */
export function verdictDraft(f: PickFacts, s: FactsSnapshot, seed = 0, taken?: Set<string>): string {
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
      `Value play: I make the ${nick(f.team)} {{prob.gary}}${above}${ratings}, and {{pick.price}} only needs {{pick.breakEven}} to break even.`,
      `Value play, and the price is why: {{pick.price}} breaks even at {{pick.breakEven}} and I've got the ${nick(f.team)} at {{prob.gary}}${above}${ratings}.`,
      `Value play on the ${nick(f.team)}: {{prob.gary}} against a break-even of {{pick.breakEven}}${above}${ratings}, worth {{pick.ev}}.`,
    ];
    // Gary's number beats the price, but the price does not beat the fair line by enough: the card
    // calls it a Lean, and the words say both.
    if (!f.bet) {
      return breakEven
        ? `Value play by my numbers, still a lean on the card: I make the ${nick(f.team)} {{prob.gary}}${above} and {{pick.price}} only needs {{pick.breakEven}}, but the price doesn't beat the fair line by enough to call it a bet.`
        : `Value play by my numbers, still a lean on the card: I make the ${nick(f.team)} {{prob.gary}}${above}, but the price doesn't beat the fair line by enough to call it a bet.`;
    }
    return breakEven ? pickOne(forms, seed, 3, taken, 'value') : `Value play: I make the ${nick(f.team)} {{prob.gary}}${above}, worth {{pick.ev}}.`;
  }
  const team = f.team === f.homeTeam ? '{{team.home}}' : '{{team.away}}';
  if (f.leanBy === 'model' && c.has('win.model.picked')) {
    const forms = [
      `Call it a lean, not a value play: the price is about fair, but my ratings give ${team} {{win.model.picked}} to win and the market only {{win.market.picked}}.`,
      `There's no value at these prices, so this is a lean: my ratings have ${team} at {{win.model.picked}} to win, the market at {{win.market.picked}}, and I side with the ratings.`,
    ];
    return pickOne(forms, seed, 3, taken, 'lean-model');
  }
  const me = nick(f.team);
  const them = nick(f.opponent);
  const label = chooseLabel(LEAN_LABELS, seed, taken);
  // The reason, from the bet's own situation: points taken or laid, a price on a dog or a favourite.
  const reasons: string[] = f.type === 'spread'
    ? f.line > 0
      ? [`the ${me} get {{pick.line}} and the market makes that {{prob.market}}, the fairest price ${them} and ${me} have`, `{{pick.line}} with the ${me} is the bet in this game that gives the least to the house at {{pick.price}}`]
      : [`laying {{pick.line}} with the ${me} costs {{pick.price}} against a fair {{prob.market}}, and every other bet here costs more`, `the ${me} at {{pick.line}} sit closest to fair, {{prob.market}} against a break-even of {{pick.breakEven}}`]
    : f.favourite
      ? [`the ${me} to win at {{pick.price}} is within a hair of their fair {{prob.market}}, and nothing else on ${them} and ${me} is`, `{{pick.price}} on the ${me} needs {{pick.breakEven}} and the market gives them {{prob.market}}, the thinnest juice in the game`]
      : [`the ${me} at {{pick.price}} need {{pick.breakEven}} and the market has them at {{prob.market}}, the closest thing to a fair bet against the ${them}`, `plus money on the ${me}, {{pick.price}}, with the market at {{prob.market}}: the least the house keeps in this game`];
  const reason = pickOne(reasons, seed, 5, taken, `lean-${f.type}-${f.line > 0 ? 'dog' : f.favourite ? 'fav' : 'dog'}`);
  return `${label}: ${breakEven || !reason.includes('pick.breakEven') ? reason : `the market makes the ${me} {{prob.market}} at {{pick.price}}`}.`;
}

const LEAN_LABELS = [
  { id: 'lean-not-value', text: 'Call it a lean, not a value play' },
  { id: 'no-value-lean', text: "No value at these prices, so it's a lean" },
  { id: 'say-so', text: "It's a lean and I'll say so" },
  { id: 'not-a-lock', text: "I'm calling this a lean, not a lock" },
  { id: 'lean-honest', text: "Honest answer, it's a lean" },
  { id: 'no-edge', text: "There's no edge on the board, so this is a lean" },
  { id: 'small-lean', text: "It's a lean and nothing more" },
  { id: 'fair-lean', text: "Priced about fair, so it's a lean" },
];

function chooseLabel(list: readonly { id: string; text: string }[], seed: number, taken?: Set<string>): string {
  const start = ((seed >>> 0) + 7 * 2654435761) % list.length;
  // Spread over the day: the least-used label first, so no lean reads like the last one.
  let best = list[start]!;
  let fewest = Infinity;
  for (let k = 0; k < list.length; k++) {
    const l = list[(start + k) % list.length]!;
    const used = taken ? [...taken].filter((t) => t === `label:${l.id}` || t.startsWith(`label:${l.id}#`)).length : 0;
    if (used < fewest) {
      fewest = used;
      best = l;
    }
  }
  if (taken) taken.add(`label:${best.id}#${taken.size}`);
  return best.text;
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
      `The ${c.me} come in {{${unit}.${c.P}}} ${span}, the ${c.them} {{${unit}.${c.O}}}, and I'd rather ride the hot hand.`,
      `Look at the form, ${c.me} {{${unit}.${c.P}}} and ${c.them} {{${unit}.${c.O}}} ${span}: it points my way.`,
    ];
    return { text: pickOne(forms, seed, 5, c.taken, 'form-for'), against: false };
  }
  if (theirs - mine >= 0.15) {
    const forms = [
      `This one goes against the form, the ${c.me} {{${unit}.${c.P}}} ${span} against {{${unit}.${c.O}}} for the ${c.them}, and I'm fine with that because the price already charges for it.`,
      `I know the ${c.me} are {{${unit}.${c.P}}} ${span} and the ${c.them} {{${unit}.${c.O}}}; I'm betting against the form, on the number.`,
      `The form says ${c.them}, {{${unit}.${c.O}}} to {{${unit}.${c.P}}} ${span}, and I'm going against the form because the market already paid them for it.`,
      `Yes, the ${c.me} are only {{${unit}.${c.P}}} ${span} to {{${unit}.${c.O}}} for the ${c.them}; this is a pick against the form, and the price is why.`,
    ];
    return { text: pickOne(forms, seed, 5, c.taken, 'form-against'), against: true };
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
      `${who} won't suit up for the ${c.them}, and I'm not paying extra for a team that's missing pieces.`,
    ], seed, 7, c.taken, 'injury'));
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
  const c: Ctx = { taken: o.taken, f, s, P, O: P === 'home' ? 'away' : 'home', me: nick(f.team), them: nick(f.opponent), where: factById(s, 'pick.book') ? '{{pick.price}} at {{pick.book}}' : '{{pick.price}}' };
  const phrases: string[] = [];
  const opener = choose(OPENERS, c, seed, 1, o.taken) ?? choose(OPENERS, c, seed, 1)!;
  phrases.push(`opener:${opener.id}`);
  o.taken?.add(opener.id);
  const sentences = [opener.text(c), verdictDraft(f, s, seed >>> 3, o.taken)];
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
