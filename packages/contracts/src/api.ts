import { z } from 'zod';

// The gateway's JSON answers to the browser, as zod schemas: one source for three readers. The
// gateway's routes type what they return with them (a field the route stops sending, or sends in
// another type, fails the gateway's type-check) and describe their responses with them in the
// OpenAPI document (/api/docs); the web imports the inferred types only (`import type`, so no zod
// reaches a browser bundle) through `@gary/contracts/api`.
//
// Why zod and not types generated from the OpenAPI document: the document is itself generated from
// zod (the gateway's openapi plugin), so zod is the source either way; sharing it needs no generator,
// no generated file to keep in step, and a changed shape is a type error in both the gateway and the
// web in the same build.

export const planBody = z.enum(['free', 'pro']);
export const pickResultBody = z.enum(['won', 'lost', 'push']);

// ---- picks (GET /api/picks/today, /api/picks/free) ----

/** A pick the caller may not read: only what is public anyway (league, time, teams). */
export const lockedPickBody = z.object({
  pickId: z.string(),
  league: z.string(),
  time: z.string(),
  gameTime: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  matchup: z.string(),
  /** The Eastern day of the game (YYYY-MM-DD): the card the pick stands on, as pick-engine owns it. */
  gameDay: z.string(),
  locked: z.literal(true),
});

/** Gary's number against the market's, the move since the open, form and injuries, and what would change his mind. */
export const pickAnalysisBody = z.object({
  gary: z.number(),
  market: z.number(),
  model: z.number().nullable(),
  breakEven: z.number().nullable(),
  edge: z.number().nullable(),
  movement: z.object({ text: z.string(), toward: z.boolean() }).nullable(),
  form: z.array(z.object({ side: z.string(), team: z.string(), picked: z.boolean(), record: z.string().nullable(), lastTen: z.string().nullable(), restDays: z.number().nullable(), out: z.array(z.string()), starter: z.string().nullable() })),
  diesAt: z.number().nullable(),
  changeMind: z.array(z.string()),
  /** Where the fair probability came from: Pinnacle's no-vig line ('sharp') or the US books' consensus; null on older picks. */
  fairSource: z.enum(['sharp', 'consensus']).nullable().optional(),
  /** The fair probability of the bet. */
  fair: z.number().nullable().optional(),
  /** One line per side whose probable starter changed after the pick was published. */
  starterChanges: z.array(z.string()).optional(),
  /** Bet (a featured book's price beats the fair line by the learned threshold) or Lean; null on older picks. */
  classification: z.enum(['bet', 'lean']).nullable().optional(),
  /** Suggested stake in units, Bets only (fractional Kelly, at most 1). */
  stake: z.number().nullable().optional(),
  /** Expected profit per unit at the price against the fair line. */
  evAtFair: z.number().nullable().optional(),
  /** The worst price at which the pick is a Bet (on a Lean: what would make it one), and its words. */
  betPrice: z.number().nullable().optional(),
  betPriceText: z.string().nullable().optional(),
});

export const openPickBody = lockedPickBody.extend({
  locked: z.literal(false),
  pick: z.string(),
  odds: z.number(),
  type: z.string(),
  confidence: z.number(),
  rationale: z.string(),
  trapAlert: z.boolean(),
  revenge: z.boolean(),
  superstition: z.boolean(),
  momentum: z.number(),
  /** open: decisions taken; started: the game is on (decisions closed); graded: result known. */
  status: z.enum(['open', 'started', 'graded', 'scratched']),
  result: pickResultBody.optional(),
  /** The worst price (for spreads the worst line at the pick's price) still worth playing at Gary's probability. */
  priceToBeat: z.object({ price: z.number(), line: z.number(), text: z.string() }).nullable().optional(),
  /** The books' prices now: status against the price to beat, the best offer, the fair price and every featured book. */
  live: z
    .object({
      status: z.enum(['alive', 'close', 'dead']),
      bestPrice: z.number().nullable(),
      bestLine: z.number().nullable(),
      bestBook: z.string().nullable(),
      fairPrice: z.number().nullable().optional(),
      publishedPrice: z.number().optional(),
      publishedLine: z.number().optional(),
      publishedBook: z.string().optional(),
      books: z.array(z.object({ book: z.string(), title: z.string(), line: z.number(), price: z.number(), best: z.boolean() })).optional(),
      at: z.string().optional(),
    })
    .nullable()
    .optional(),
  /** The day's national-TV window: the game starts in its league's latest evening slot on the day's card (@gary/betting primeTimeGames), or is flagged national TV. */
  primeTime: z.boolean().optional(),
  /** The facts the rationale binds, each checked before it was published ("claims checked n/n"); null before facts were kept. */
  claims: z.object({ checked: z.number(), total: z.number(), facts: z.array(z.object({ label: z.string(), text: z.string(), source: z.string() })) }).nullable(),
  factsSha256: z.string().nullable(),
  /** True when any fact the pick was written from (odds, records, form, starters) is simulated, whatever its odds. */
  simulated: z.boolean().optional(),
  /** The Pro analysis, computed from the facts snapshot (absent before facts were kept). */
  analysis: pickAnalysisBody.nullable().optional(),
  /** MLB: the starters the pick assumed when it was published. */
  starters: z.array(z.object({ side: z.string(), name: z.string() })).optional(),
  /** MLB: each side whose probable starter is no longer the one the pick assumed (now null: none listed). */
  starterChanges: z.array(z.object({ side: z.string(), team: z.string(), assumed: z.string(), now: z.string().nullable(), seenAt: z.string() })).optional(),
  /** Bet (a featured book's price beats the fair line by the learned threshold) or Lean; null on older picks. */
  classification: z.enum(['bet', 'lean']).nullable().optional(),
  /** Suggested stake in units, Bets only (fractional Kelly, at most 1). */
  stake: z.number().nullable().optional(),
  /** Expected profit per unit at the price against the fair line. */
  evAtFair: z.number().nullable().optional(),
  /** The worst price at which the pick is a Bet (on a Lean: what would make it one), and its words. */
  betPrice: z.number().nullable().optional(),
  betPriceText: z.string().nullable().optional(),
});

export const pickBody = z.discriminatedUnion('locked', [openPickBody, lockedPickBody]);
export const picksTodayBody = z.object({ date: z.string(), simulated: z.boolean(), plan: planBody, picks: z.array(pickBody) });
export const freePickBody = z.object({ pick: openPickBody.nullable() });
/** GET /api/picks/:id/analysis: one pick the caller may read, with its analysis. */
export const pickAnalysisPageBody = z.object({ pick: openPickBody });

// ---- Parlay of the Day (GET /api/parlays/today) ----

/**
 * A parlay's card for a caller who may not read it (not Pro): its date, how many legs, and the Eastern day its
 * card's games are played on (null when they span days). That day comes from the card, whose game
 * times every caller sees on the locked pick cards, so it says nothing of which picks are the legs;
 * nothing else is derived from the legs.
 */
export const lockedParlayBody = z.object({ date: z.string(), legCount: z.number(), gameDay: z.string().nullable(), locked: z.literal(true) });

export const parlayLegBody = z.object({
  pickId: z.string(),
  league: z.string(),
  game: z.string(),
  gameTime: z.string(),
  pick: z.string(),
  /** American price at the best book at publish, and that book. */
  price: z.number(),
  book: z.string(),
  /** Gary's probability of the leg. */
  probability: z.number(),
  result: z.enum(['won', 'lost', 'push', 'void']).nullable(),
});

export const openParlayBody = z.object({
  parlayId: z.string(),
  date: z.string(),
  legCount: z.number(),
  locked: z.literal(false),
  /** American and decimal price: the product of the legs' decimal prices. */
  odds: z.number(),
  decimalPrice: z.number(),
  /** The product of the legs' probabilities: assumes the legs are independent (said on the page). */
  probability: z.number(),
  independence: z.string(),
  firstGameTime: z.string(),
  publishedAt: z.string(),
  /** open: rides and fades taken; started: the first leg's game is on; graded: result known. */
  status: z.enum(['open', 'started', 'graded']),
  result: pickResultBody.nullable(),
  /** The decimal price a win paid (legs that pushed or were scratched drop out), and the units at one unit staked. */
  settledDecimal: z.number().nullable(),
  units: z.number().nullable(),
  legs: z.array(parlayLegBody),
});

export const parlayTodayBody = z.object({
  date: z.string(),
  plan: planBody,
  simulated: z.boolean(),
  parlay: z.discriminatedUnion('locked', [openParlayBody, lockedParlayBody]).nullable(),
});

// ---- props (GET /api/props/today) ----

export const propBody = z.object({
  id: z.string(),
  league: z.string(),
  time: z.string(),
  /** The game's start (ISO): public, like its time. */
  gameTime: z.string().optional(),
  matchup: z.string(),
  locked: z.boolean(),
  team: z.string().optional(),
  player: z.string().optional(),
  prop: z.string().optional(),
  line: z.number().optional(),
  bet: z.string().optional(),
  odds: z.number().optional(),
  /** Expected value in dollars per $100 staked, so a percent of the stake (-0.59 is -0.59%). */
  ev: z.number().optional(),
  confidence: z.number().optional(),
  analysis: z.array(z.string()).optional(),
  result: z.string().nullable().optional(),
});
export const propsTodayBody = z.object({ date: z.string(), simulated: z.boolean(), plan: planBody, props: z.array(propBody) });

// ---- What Gary Thinks (GET /api/thoughts) ----

const line = z.object({ line: z.number(), odds: z.number() });
/** One side of a market: its line and American price. */
export const sideBody = line;
export const thoughtGameBody = z.object({
  id: z.string(),
  league: z.string(),
  time: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  odds: z.object({
    spread: z.object({ home: line, away: line }),
    moneyline: z.object({ home: z.number(), away: z.number() }),
    total: z.object({ line: z.number(), over: z.number(), under: z.number() }),
  }),
  /** Locked games carry Gary's total only: his spread and moneyline sides repeat a Pro pick. */
  garyPicks: z.object({ spread: z.string().optional(), moneyline: z.string().optional(), total: z.string(), rationale: z.string().optional() }),
  fallback: z.boolean(),
  /** SHA-256 of the game's facts snapshot; null before facts were kept and on locked games. */
  factsSha256: z.string().nullable().optional(),
  /** "Claims checked n/n" of the rationale; null when there is none to show. */
  claims: z.object({ checked: z.number(), total: z.number() }).nullable().optional(),
  locked: z.boolean(),
});
export const thoughtsBody = z.object({
  date: z.string(),
  sport: z.string(),
  simulated: z.boolean(),
  games: z.array(thoughtGameBody),
  /** The service's word when it has no games to show yet ("Gary's still working..."). */
  message: z.string().optional(),
});

// ---- the Billfold (GET /api/billfold) ----

const winLoss = z.object({ wins: z.number(), losses: z.number(), pushes: z.number() });
export const winLossBody = winLoss;
/** One record of Bets or of Leans: ROI (a ratio) and CLV (probability points as a ratio) with 95% intervals; null with none measured. */
export const callRecordBody = winLoss.extend({
  count: z.number(),
  units: z.number(),
  roi: z.number().nullable(),
  roiCi95: z.tuple([z.number(), z.number()]).nullable(),
  clv: z.number().nullable(),
  clvCi95: z.tuple([z.number(), z.number()]).nullable(),
  clvN: z.number(),
});
export const billfoldBody = z.object({
  empty: z.boolean(),
  range: z.string(),
  record: winLoss,
  yesterday: winLoss,
  /** Every win rate of the Billfold is a ratio 0..1 (null with nothing decided). */
  winRate: z.number().nullable(),
  topWin: z.object({ matchup: z.string(), pick: z.string(), odds: z.number(), date: z.string(), amount: z.number() }).nullable(),
  recent: z.array(
    z.object({
      date: z.string(),
      sport: z.string(),
      matchup: z.string(),
      pick: z.string(),
      odds: z.number(),
      result: z.string(),
      pickId: z.string().optional(),
      /** Closing no-vig probability minus the price's break-even (0.02 = 2 points), when known. */
      clv: z.number().nullable().optional(),
      /** The result was corrected after grading (listed on /corrections). */
      corrected: z.boolean().optional(),
    }),
  ),
  /** Gary's own picks, or Fade Gary: the other side of each at the best opposite price at publish time. */
  ledger: z.enum(['gary', 'fade']).optional(),
  /** Picks whose game was postponed, cancelled or voided: never graded, counted in no record. */
  scratched: z.array(z.object({ date: z.string(), sport: z.string(), matchup: z.string(), reason: z.string(), kind: z.string() })).optional(),
  bySport: z.array(winLoss.extend({ sport: z.string(), winRate: z.number().nullable() })),
  betTypes: z.array(winLoss.extend({ type: z.string(), count: z.number(), units: z.number() })),
  /** count: graded bets of the type; roiCi95: the ROI's 95% interval (null from a service that sends none). */
  mostProfitable: z.object({ type: z.string(), units: z.number(), roi: z.number(), count: z.number(), roiCi95: z.tuple([z.number(), z.number()]).nullable() }).nullable(),
  unitsWon: z.number(),
  /** Units per pick, as a ratio (0.05 = 5%). */
  roi: z.number().nullable(),
  /** The ROI's 95% interval over the range's graded picks (a bootstrap, as the model card's); null with none. */
  roiCi95: z.tuple([z.number(), z.number()]).nullable(),
  avgClv: z.number().nullable(),
  unitsOverTime: z.array(z.object({ date: z.string(), units: z.number() })),
  calibration: z.array(z.object({ bucket: z.string(), picks: z.number(), winRate: z.number(), meanConfidence: z.number() })),
  /** Parlay of the Day's own record over the range (game picks only), units at one unit a parlay. */
  parlay: winLoss.extend({ units: z.number() }).nullable().optional(),
  /** Graded picks still playable ('alive' at a featured book) an hour before their game, of those tracked by then. */
  playableHourBefore: z.object({ playable: z.number(), tracked: z.number() }).nullable().optional(),
  /** Gary's Bets and Leans as two records (game picks, Gary's ledger); the headline record is the Bets'. Null where not kept. */
  bets: callRecordBody.nullable().optional(),
  leans: callRecordBody.nullable().optional(),
});

// ---- my decisions (GET /api/decisions/mine) ----

export const myDecisionBody = z.object({
  pickId: z.string(),
  decision: z.string(),
  outcome: z.string(),
  createdAt: z.string(),
  /** The pick's text and price only where the caller may read it now (else null, and `locked`). */
  pick: z
    .object({ pick: z.string().nullable(), league: z.string(), matchup: z.string(), gameTime: z.string(), odds: z.number().nullable(), result: z.string().nullable() })
    .nullable(),
  locked: z.literal(true).optional(),
  /** The units this decision put at stake. */
  stakeUnits: z.number(),
  /** The price it counts at (the pick's for a ride, the fade price for a fade); null where the pick is locked. */
  price: z.number().nullable(),
  /** Units won or lost at its stake; null until it is settled. */
  netUnits: z.number().nullable(),
});
export const myDecisionsBody = z.object({ decisions: z.array(myDecisionBody) });

// ---- the leaderboard (GET /api/leaderboard) ----

export const leaderboardRowBody = z.object({
  rank: z.number(),
  id: z.string(),
  username: z.string(),
  avatar: z.string(),
  totalDecisions: z.number(),
  /** Wins, losses and pushes: the decisions the win rate stands on (pending ones are not counted). */
  gradedDecisions: z.number(),
  rideCount: z.number(),
  fadeCount: z.number(),
  correctDecisions: z.number(),
  /** A percent with one decimal (66.7), pushes excluded, as decisions ranks it. */
  winRate: z.number(),
  streak: z.number(),
  preferredStrategy: z.string(),
});
export const leaderboardBody = z.object({ period: z.string(), rows: z.array(leaderboardRowBody), me: leaderboardRowBody.nullable() });

// ---- generation status (GET /api/admin/picks/status) ----

export const generationStatusBody = z.object({
  running: z.boolean(),
  runId: z.string().nullable(),
  sports: z.array(z.object({ sport: z.string(), state: z.string(), message: z.string(), games: z.number(), picks: z.number() })),
  lastRun: z.string().nullable(),
  nextRun: z.string().nullable(),
});

// ---- the session (GET /api/me, POST /api/auth/signin|refresh|guest, POST /api/auth/signup) ----

export const roleBody = z.enum(['user', 'admin', 'guest']);
/** The user as the browser sees it (the gateway's apiUser). */
export const sessionUserBody = z.object({
  id: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable().optional(),
  avatarUrl: z.string().nullable().optional(),
  role: roleBody.optional(),
  guest: z.boolean().optional(),
  /** An account made before sign-up asked for a date of birth: the shell asks once. Sent only when true. */
  needsDateOfBirth: z.literal(true).optional(),
});
export const subscriptionBody = z.object({ status: z.string(), currentPeriodEnd: z.string().nullable(), cancelAtPeriodEnd: z.boolean() });
export const meBody = z.object({ user: sessionUserBody, plan: planBody, subscription: subscriptionBody.nullable() });
export const tokenResponseBody = z.object({ accessToken: z.string(), expiresIn: z.number().optional(), user: sessionUserBody });
export const signUpResponseBody = z.object({ user: z.object({ id: z.string(), email: z.string() }), confirmationRequired: z.boolean() });

// ---- deciding (POST /api/decisions) ----

export const decisionBody = z.enum(['ride', 'fade']);
/** 200 on a new decision; 409 with the decision already on record (`existingDecision`). */
export const decideResponseBody = z.object({
  success: z.boolean(),
  error: z.union([z.string(), z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() })]).nullable(),
  existingDecision: z.union([decisionBody, z.literal('bet')]).nullable(),
  outcome: z.string().optional(),
});

// ---- the corrections log (GET /api/corrections) ----

export const correctionBody = z.object({
  id: z.string(),
  pickId: z.string(),
  date: z.string(),
  league: z.string(),
  matchup: z.string(),
  gameTime: z.string(),
  /** null while the caller may not read the pick (a Pro pick scratched before it was graded). */
  pick: z.string().nullable(),
  odds: z.number().nullable(),
  locked: z.boolean(),
  revision: z.number(),
  kind: z.enum(['final', 'void', 'postponed', 'cancelled']),
  oldResult: z.string().nullable(),
  newResult: z.string(),
  oldFinalScore: z.string().nullable(),
  newFinalScore: z.string().nullable(),
  reason: z.string(),
  source: z.string(),
  correctedAt: z.string(),
});
export const correctionsBody = z.object({ corrections: z.array(correctionBody) });

// ---- query values the web sends ----

export const billfoldKindQuery = z.enum(['games', 'props']);
export const billfoldRangeQuery = z.enum(['all', '7d', '30d', '90d', 'ytd']);
export const leaderboardPeriodQuery = z.enum(['week', 'month', 'all']);

export type ApiPlan = z.output<typeof planBody>;
export type ApiPick = z.output<typeof pickBody>;
export type ApiOpenPick = z.output<typeof openPickBody>;
export type ApiLockedPick = z.output<typeof lockedPickBody>;
export type ApiPicksToday = z.output<typeof picksTodayBody>;
export type ApiFreePick = z.output<typeof freePickBody>;
export type ApiPickAnalysisPage = z.output<typeof pickAnalysisPageBody>;
export type ApiPickAnalysis = z.output<typeof pickAnalysisBody>;
export type ApiParlayToday = z.output<typeof parlayTodayBody>;
export type ApiOpenParlay = z.output<typeof openParlayBody>;
export type ApiParlayLeg = z.output<typeof parlayLegBody>;
export type ApiProp = z.output<typeof propBody>;
export type ApiPropsToday = z.output<typeof propsTodayBody>;
export type ApiThoughtGame = z.output<typeof thoughtGameBody>;
export type ApiThoughts = z.output<typeof thoughtsBody>;
export type ApiBillfold = z.output<typeof billfoldBody>;
export type ApiMyDecision = z.output<typeof myDecisionBody>;
export type ApiMyDecisions = z.output<typeof myDecisionsBody>;
export type ApiLeaderboardRow = z.output<typeof leaderboardRowBody>;
export type ApiLeaderboard = z.output<typeof leaderboardBody>;
export type ApiGenerationStatus = z.output<typeof generationStatusBody>;
export type ApiRole = z.output<typeof roleBody>;
export type ApiSessionUser = z.output<typeof sessionUserBody>;
export type ApiSubscription = z.output<typeof subscriptionBody>;
export type ApiMe = z.output<typeof meBody>;
export type ApiTokenResponse = z.output<typeof tokenResponseBody>;
export type ApiSignUpResponse = z.output<typeof signUpResponseBody>;
export type ApiDecision = z.output<typeof decisionBody>;
export type ApiDecideResponse = z.output<typeof decideResponseBody>;
export type ApiCorrection = z.output<typeof correctionBody>;
export type ApiCorrections = z.output<typeof correctionsBody>;
export type ApiPickResult = z.output<typeof pickResultBody>;
export type ApiBillfoldKind = z.output<typeof billfoldKindQuery>;
export type ApiBillfoldRange = z.output<typeof billfoldRangeQuery>;
export type ApiLeaderboardPeriod = z.output<typeof leaderboardPeriodQuery>;
export type ApiSide = z.output<typeof sideBody>;
export type ApiWinLoss = z.output<typeof winLossBody>;
