// Shapes of the gateway's JSON. The answers the gateway's routes type with the shared zod schemas of
// @gary/contracts/api are imported from there (types only: nothing of zod reaches the bundle); the
// BetCard is decisions' own type (@gary/contracts/bet-card). No shape is written here: each name is
// an alias of a schema's inferred type.
import type {
  ApiBillfoldKind,
  ApiBillfoldRange,
  ApiCorrection,
  ApiCorrections,
  ApiDecideResponse,
  ApiDecision,
  ApiLeaderboardPeriod,
  ApiMe,
  ApiPickResult,
  ApiPlan,
  ApiRole,
  ApiSessionUser,
  ApiSide,
  ApiSignUpResponse,
  ApiSubscription,
  ApiTokenResponse,
  ApiWinLoss,
  ApiBillfold,
  ApiFreePick,
  ApiLockedPick,
  ApiGenerationStatus,
  ApiLeaderboard,
  ApiLeaderboardRow,
  ApiMyDecision,
  ApiMyDecisions,
  ApiOpenPick,
  ApiPick,
  ApiPicksToday,
  ApiParlayToday,
  ApiOpenParlay,
  ApiProp,
  ApiPropsToday,
  ApiThoughtGame,
  ApiThoughts,
} from '@gary/contracts/api';

export type Role = ApiRole;
export type Plan = ApiPlan;
export type Decision = ApiDecision;
export type PickResult = ApiPickResult;

export type SessionUser = ApiSessionUser;
export type Subscription = ApiSubscription | null;
export type MeResponse = ApiMe;
export type TokenResponse = ApiTokenResponse;
export type SignUpResponse = ApiSignUpResponse;

/** A card of the day: open (the caller may read it) or locked (league, time and teams only). */
export type Pick = ApiPick;
export type OpenPick = ApiOpenPick;
export type LockedPick = ApiLockedPick;
export type PicksToday = ApiPicksToday;
export type FreePick = ApiFreePick;
/** Parlay of the Day: open for Pro (legs, price, probability), locked for anyone else (date, leg count). */
export type ParlayToday = ApiParlayToday;
export type OpenParlay = ApiOpenParlay;

export type Prop = ApiProp;
export type PropsToday = ApiPropsToday;
/** The facts a pick's rationale binds, each checked before it was published. */
export type PickClaims = NonNullable<ApiOpenPick['claims']>;

export type Side = ApiSide;
export type ThoughtGame = ApiThoughtGame;
export type ThoughtsResponse = ApiThoughts;

export type WinLoss = ApiWinLoss;
export type BillfoldKind = ApiBillfoldKind;
export type BillfoldRange = ApiBillfoldRange;
export type Billfold = ApiBillfold;
/** Gary's own picks, or Fade Gary: the other side of each at the best opposite price at publish time. */
export type BillfoldLedger = NonNullable<ApiBillfold['ledger']>;
/** A pick whose game was postponed, cancelled or voided: never graded, counted in no record. */
export type ScratchedPick = NonNullable<ApiBillfold['scratched']>[number];

/** One entry of the public corrections log (GET /api/corrections). */
export type Correction = ApiCorrection;
export type CorrectionsResponse = ApiCorrections;

export type DecisionResponse = ApiDecideResponse;
export type MyDecision = ApiMyDecision;
export type MyDecisions = ApiMyDecisions;

// The BetCard is the one type decisions computes and the gateway sends (GET /api/stats/me and each
// `stats` event of the stream); `version` orders cards (a higher one is newer).
export type { BetCard, BetCardRecent } from '@gary/contracts/bet-card';

export type LeaderboardPeriod = ApiLeaderboardPeriod;
export type LeaderboardRow = ApiLeaderboardRow;
export type Leaderboard = ApiLeaderboard;
export type AdminStatus = ApiGenerationStatus;
