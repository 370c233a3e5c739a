// Every event the services exchange: the envelope, each type's data schema, and the topic names.
// Producers build events with `makeEvent` (which validates), consumers read them with `parseEvent`.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { betCardSchema } from './bet-card';
import { easternDateString as easternDate } from './eastern-date';

const isoInstant = z.string().datetime({ offset: true });
const league = z.enum(['NBA', 'MLB', 'NHL', 'NFL', 'EPL']);
const result = z.enum(['won', 'lost', 'push']);
const pricePoint = z.object({ point: z.number(), price: z.number().int() });
const liveStatus = z.enum(['alive', 'close', 'dead']);

export const EVENT_SCHEMAS = {
  // A new set of pre-game prices for a game (only when they moved): every featured book's moneyline
  // and spread. pick-engine reads it to keep each pick's live status against its price to beat.
  'odds.snapshot': z.object({
    eventId: z.string().min(1),
    sport: league,
    homeTeam: z.string(),
    awayTeam: z.string(),
    commenceTime: isoInstant,
    snapshotAt: isoInstant,
    simulated: z.boolean(),
    books: z.array(z.object({
      key: z.string().min(1),
      title: z.string(),
      moneyline: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
      spread: z.object({ home: pricePoint, away: pricePoint }).nullable(),
    })),
  }),
  'game.final': z.object({
    eventId: z.string().min(1),
    sport: league,
    homeTeam: z.string(),
    awayTeam: z.string(),
    commenceTime: isoInstant,
    homeScore: z.number().int().nonnegative(),
    awayScore: z.number().int().nonnegative(),
    completedAt: isoInstant,
    simulated: z.boolean(),
  }),
  // A game the provider shows as postponed or cancelled (The Odds API issues a new event id when a
  // game moves by more than 8 hours: the old id is then postponed, newEventId the game's new one).
  'game.scratched': z.object({
    eventId: z.string().min(1),
    sport: league,
    homeTeam: z.string(),
    awayTeam: z.string(),
    commenceTime: isoInstant,
    status: z.enum(['postponed', 'cancelled']),
    reason: z.string().min(1),
    source: z.string().min(1),
    newEventId: z.string().nullable(),
    newCommenceTime: isoInstant.nullable(),
    seenAt: isoInstant,
  }),
  'pick.published': z.object({
    pickId: z.string().min(1),
    date: easternDate,
    league,
    eventId: z.string().min(1),
    homeTeam: z.string(),
    awayTeam: z.string(),
    matchup: z.string(),
    gameTime: isoInstant,
    pick: z.string().min(1),
    odds: z.number().int(),
    type: z.enum(['spread', 'moneyline']),
    side: z.enum(['home', 'away']),
    line: z.number(),
    confidence: z.number().min(0).max(1),
    publishedAt: isoInstant,
    /** Bet or Lean at publishing (issue 26); absent from picks published before the call was kept. */
    classification: z.enum(['bet', 'lean']).nullable().optional(),
  }),
  'pick.graded': z.object({
    pickId: z.string().min(1),
    eventId: z.string().min(1),
    date: easternDate,
    league,
    result,
    finalScore: z.string().regex(/^\d+-\d+$/, 'final score must be digits-digits'),
    odds: z.number().int(),
    closingOdds: z.number().int().nullable(),
    /** The closing fair (no-vig) probability of the pick's side: the Billfold's CLV is this minus the price's break-even. Absent from events sent before it was carried. */
    closingNoVig: z.number().min(0).max(1).nullable().optional(),
    gradedAt: isoInstant,
  }),
  // A pick's result changed after grading, or its game was scratched (postponed, cancelled, voided):
  // one event per correction row; revision orders a pick's corrections.
  'pick.corrected': z.object({
    correctionId: z.string().min(1),
    pickId: z.string().min(1),
    eventId: z.string().min(1),
    date: easternDate,
    league,
    revision: z.number().int().positive(),
    kind: z.enum(['final', 'void', 'postponed', 'cancelled']),
    oldResult: z.enum(['won', 'lost', 'push', 'void']).nullable(),
    newResult: z.enum(['won', 'lost', 'push', 'void']),
    oldFinalScore: z.string().nullable(),
    newFinalScore: z.string(),
    reason: z.string().min(1),
    source: z.string().min(1),
    correctedAt: isoInstant,
  }),
  // A pick's live status changed against its price to beat (pick-engine, from odds.snapshot). The
  // gateway pushes it to the streams of readers who may read the pick; it carries the pick's side
  // and price, so it never goes to anyone else.
  'pick.live-status': z.object({
    pickId: z.string().min(1),
    date: easternDate,
    // Its card's free pick (anyone may read its status); false on events sent before cards.
    free: z.boolean().default(false),
    eventId: z.string().min(1),
    status: liveStatus,
    previous: liveStatus.nullable(),
    bestPrice: z.number().int().nullable(),
    bestLine: z.number().nullable(),
    bestBook: z.string().nullable(),
    snapshotAt: isoInstant,
  }),
  // Parlay of the Day (issue 17), published after the day's picks. Carries no leg content: only
  // what the decisions service needs to take rides and fades on it like a pick (its price, when
  // its first game starts). Its legs are pick-engine's, read through the gateway's access rule.
  'parlay.published': z.object({
    parlayId: z.string().regex(/^pl_[a-z2-7]{26}$/),
    date: easternDate,
    legCount: z.number().int().min(2).max(3),
    odds: z.number().int(),
    decimalPrice: z.number().gt(1),
    probability: z.number().gt(0).lt(1),
    firstGameTime: isoInstant,
    publishedAt: isoInstant,
  }),
  // The parlay graded (revision 0) or its grade changed because a leg's result was corrected or
  // scratched (revision 1, 2, ...). A push or void leg drops out, a lost leg loses, all pushes push.
  'parlay.graded': z.object({
    parlayId: z.string().regex(/^pl_[a-z2-7]{26}$/),
    date: easternDate,
    revision: z.number().int().nonnegative(),
    result,
    previous: result.nullable(),
    /** The decimal price a win paid (the legs that did not drop out); null unless won. */
    settledDecimal: z.number().gte(1).nullable(),
    legs: z.object({ won: z.number().int().nonnegative(), lost: z.number().int().nonnegative(), push: z.number().int().nonnegative(), void: z.number().int().nonnegative() }),
    gradedAt: isoInstant,
  }),
  // A player prop stored for its day (props-engine, in the transaction that stores it; a rerun that
  // stores the same prop again sends it again under the same id). decisions projects it as a decidable item like a pick:
  // Team Props decisions are saved like any other. The words name the bet without its price.
  'prop.published': z.object({
    propId: z.string().min(1),
    date: easternDate,
    league,
    eventId: z.string().min(1),
    matchup: z.string(),
    player: z.string().min(1),
    pick: z.string().min(1),
    odds: z.number().int(),
    gameTime: isoInstant,
    publishedAt: isoInstant,
  }),
  // A prop's final result (props-engine, in the transaction that records it; a final result is never
  // rewritten, so at most one per prop). void: the prop was withdrawn before its game (a rerun of
  // the day replaced it), so it will never be graded; decisions on it are void, as on a scratched pick.
  'prop.graded': z.object({
    propId: z.string().min(1),
    date: easternDate,
    league,
    result: z.enum(['won', 'lost', 'push', 'void']),
    actualValue: z.number().nullable(),
    gradedAt: isoInstant,
  }),
  // The day's card (issue 28): the picks whose games are on one Eastern day, whatever run made them,
  // owned by pick-engine. card.published: the card exists (its first picks are published, its free
  // pick chosen once, its shownFrom fixed). card.shown: it became the card the site shows (at 10:00 ET,
  // or earlier when the day before has none) and its day's run has stored; it carries the lines of
  // its picks for the picks-out alert, so no consumer works out the day or the free pick again.
  'card.published': z.object({
    date: easternDate,
    shownFrom: isoInstant,
    pickIds: z.array(z.string().min(1)).min(1),
    freePickId: z.string().min(1),
    publishedAt: isoInstant,
  }),
  'card.shown': z.object({
    date: easternDate,
    shownFrom: isoInstant,
    shownAt: isoInstant,
    freePickId: z.string().min(1),
    picks: z.array(z.object({ pickId: z.string().min(1), league, pick: z.string().min(1), odds: z.number().int(), matchup: z.string() })).min(1),
  }),
  // Someone should hear about something (decisions: the day's picks are out, a decided pick went dead,
  // came back or was scratched, the morning recap). auth turns it into mail and web push per its
  // users' preferences, quiet hours and breaks. userIds null means every account. freeVariant is
  // what a non-Pro reader gets instead (the picks-out alert names only the free pick).
  'alert.requested': z.object({
    kind: z.enum(['picks-out', 'pick-dead', 'pick-alive', 'pick-scratched', 'recap']),
    ref: z.string().min(1).max(200),
    userIds: z.array(z.string().uuid()).nullable(),
    title: z.string().min(1).max(200),
    body: z.string().min(1).max(2000),
    url: z.string().min(1).max(500),
    freeVariant: z.object({ title: z.string().min(1).max(200), body: z.string().min(1).max(2000), url: z.string().min(1).max(500) }).nullable(),
    requestedAt: isoInstant,
  }),
  'user.registered': z.object({
    userId: z.string().uuid(),
    email: z.string().email(),
    username: z.string(),
    registeredAt: isoInstant,
  }),
  // A member deleted their account (auth): decisions drops their rows and their leaderboard entries,
  // billing forgets their address. Nothing personal travels: the id is all a consumer needs.
  'user.deleted': z.object({
    userId: z.string().uuid(),
    deletedAt: isoInstant,
  }),
  /** A member saved a new display name (auth); decisions shows it on the leaderboard. */
  'user.profile-changed': z.object({
    userId: z.string().uuid(),
    username: z.string().min(1).max(60),
    changedAt: isoInstant,
  }),
  'subscription.changed': z.object({
    userId: z.string().uuid(),
    plan: z.enum(['free', 'pro']),
    status: z.string(),
    currentPeriodEnd: isoInstant.nullable(),
    cancelAtPeriodEnd: z.boolean(),
    changedAt: isoInstant,
  }),
  /** The user's whole BetCard (bet-card.ts), sent as computed by decisions after each change. */
  'user-stats.updated': betCardSchema,
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;

/** Topic names, one per event type (the chart creates them; Kafka keys are aggregate ids). */
export const TOPICS = Object.keys(EVENT_SCHEMAS) as EventType[];

/** One event; with no type argument, the union of all (narrow it by `type`). */
export type EventEnvelope<T extends EventType = EventType> = T extends EventType
  ? {
      id: string;
      type: T;
      version: number;
      occurredAt: string;
      source: string;
      key: string;
      data: EventData<T>;
      /** W3C trace context of the work that produced the event (stored with the outbox row, sent through the bus). */
      traceparent?: string;
    }
  : never;

const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(TOPICS as [EventType, ...EventType[]]),
  version: z.number().int().positive(),
  occurredAt: isoInstant,
  source: z.string().min(1),
  key: z.string().min(1),
  data: z.unknown(),
  // A malformed trace context is dropped, never a reason to refuse the event.
  traceparent: z
    .string()
    .regex(/^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/)
    .optional()
    .catch(undefined),
});

export class InvalidEvent extends Error {
  override name = 'InvalidEvent';
  constructor(message: string, readonly issues: unknown) {
    super(message);
  }
}

export function makeEvent<T extends EventType>(
  type: T,
  args: { source: string; key: string; data: EventData<T>; id?: string; occurredAt?: Date },
): EventEnvelope<T> {
  const parsed = EVENT_SCHEMAS[type].safeParse(args.data);
  if (!parsed.success) throw new InvalidEvent(`invalid ${type} data: ${parsed.error.message}`, parsed.error.issues);
  return {
    id: args.id ?? randomUUID(),
    type,
    version: 1,
    occurredAt: (args.occurredAt ?? new Date()).toISOString(),
    source: args.source,
    key: args.key,
    data: parsed.data as EventData<T>,
  } as EventEnvelope<T>;
}

/** Validates an envelope and its data; throws InvalidEvent with what was wrong. */
export function parseEvent(raw: unknown): EventEnvelope {
  const env = envelopeSchema.safeParse(raw);
  if (!env.success) throw new InvalidEvent(`invalid event envelope: ${env.error.message}`, env.error.issues);
  const data = EVENT_SCHEMAS[env.data.type].safeParse(env.data.data);
  if (!data.success) throw new InvalidEvent(`invalid ${env.data.type} data: ${data.error.message}`, data.error.issues);
  return { ...env.data, data: data.data } as EventEnvelope;
}

export function isEventOf<T extends EventType>(e: EventEnvelope, type: T): e is EventEnvelope<T> {
  return e.type === type;
}
