// Shapes of the gateway's JSON. The answers the gateway's routes type with the shared zod schemas of
// @gary/contracts/api are imported from there (types only: nothing of zod reaches the bundle); the
// BetCard is decisions' own type (@gary/contracts/bet-card). No shape is written here: each name is
// a schema's inferred type under the name the web uses.
import type { ApiBillfold, ApiOpenPick, ApiSubscription } from '@gary/contracts/api';

export type {
  ApiRole as Role,
  ApiPlan as Plan,
  ApiDecision as Decision,
  ApiPickResult as PickResult,
  ApiSessionUser as SessionUser,
  ApiMe as MeResponse,
  ApiTokenResponse as TokenResponse,
  ApiSignUpResponse as SignUpResponse,
} from '@gary/contracts/api';
export type Subscription = ApiSubscription | null;

/**
 * A card of the day: open (the caller may read it) or locked (league, time and teams only). Parlay
 * of the Day: open for Pro (legs, price, probability), locked for anyone else (date, leg count).
 */
export type {
  ApiPick as Pick,
  ApiOpenPick as OpenPick,
  ApiLockedPick as LockedPick,
  ApiPicksToday as PicksToday,
  ApiFreePick as FreePick,
  ApiParlayToday as ParlayToday,
  ApiOpenParlay as OpenParlay,
  ApiProp as Prop,
  ApiPropsToday as PropsToday,
  ApiSide as Side,
  ApiThoughtGame as ThoughtGame,
  ApiThoughts as ThoughtsResponse,
} from '@gary/contracts/api';
/** The facts a pick's rationale binds, each checked before it was published. */
export type PickClaims = NonNullable<ApiOpenPick['claims']>;

/** The Billfold; a correction is one entry of the public corrections log (GET /api/corrections). */
export type {
  ApiWinLoss as WinLoss,
  ApiBillfoldKind as BillfoldKind,
  ApiBillfoldRange as BillfoldRange,
  ApiBillfold as Billfold,
  ApiCorrection as Correction,
  ApiCorrections as CorrectionsResponse,
  ApiDecideResponse as DecisionResponse,
  ApiMyDecision as MyDecision,
  ApiMyDecisions as MyDecisions,
  ApiLeaderboardPeriod as LeaderboardPeriod,
  ApiLeaderboardRow as LeaderboardRow,
  ApiLeaderboard as Leaderboard,
  ApiGenerationStatus as AdminStatus,
} from '@gary/contracts/api';
/** Gary's own picks, or Fade Gary: the other side of each at the best opposite price at publish time. */
export type BillfoldLedger = NonNullable<ApiBillfold['ledger']>;
/** A pick whose game was postponed, cancelled or voided: never graded, counted in no record. */
export type ScratchedPick = NonNullable<ApiBillfold['scratched']>[number];

// The BetCard is the one type decisions computes and the gateway sends (GET /api/stats/me and each
// `stats` event of the stream); `version` orders cards (a higher one is newer).
export type { BetCard, BetCardRecent } from '@gary/contracts/bet-card';
