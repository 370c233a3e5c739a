// Shapes of the gateway's JSON. The answers the gateway's routes type with the shared zod schemas of
// @gary/contracts/api are imported from there (types only: nothing of zod reaches the bundle); the
// BetCard is decisions' own type (@gary/contracts/bet-card); the rest (session, decide) are still written here.
import type {
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

export type Role = 'user' | 'admin';
export type Plan = 'free' | 'pro';
export type Decision = 'ride' | 'fade';
export type PickResult = 'won' | 'lost' | 'push';

export type SessionUser = {
  id: string;
  email: string | null;
  username?: string | null;
  avatarUrl?: string | null;
  role?: Role;
  guest?: boolean;
  /** An account made before sign-up asked for a date of birth: the shell asks once. */
  needsDateOfBirth?: boolean;
};

export type Subscription = { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean } | null;

export type MeResponse = { user: SessionUser; plan: Plan; subscription: Subscription };
export type TokenResponse = { accessToken: string; expiresIn?: number; user: SessionUser };
export type SignUpResponse = { user: { id: string; email: string }; confirmationRequired: boolean };

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

export type Side = { line: number; odds: number };
export type ThoughtGame = ApiThoughtGame;
export type ThoughtsResponse = ApiThoughts;

export type WinLoss = { wins: number; losses: number; pushes: number };
export type BillfoldKind = 'games' | 'props';
export type BillfoldRange = 'all' | '7d' | '30d' | '90d' | 'ytd';
export type Billfold = ApiBillfold;
/** Gary's own picks, or Fade Gary: the other side of each at the best opposite price at publish time. */
export type BillfoldLedger = NonNullable<ApiBillfold['ledger']>;
/** A pick whose game was postponed, cancelled or voided: never graded, counted in no record. */
export type ScratchedPick = NonNullable<ApiBillfold['scratched']>[number];

/** One entry of the public corrections log (GET /api/corrections). */
export type Correction = {
  id: string;
  pickId: string;
  date: string;
  league: string;
  matchup: string;
  gameTime: string;
  /** null while the caller may not read the pick (a Pro pick scratched before it was graded). */
  pick: string | null;
  odds: number | null;
  locked: boolean;
  revision: number;
  kind: 'final' | 'void' | 'postponed' | 'cancelled';
  oldResult: string | null;
  newResult: string;
  oldFinalScore: string | null;
  newFinalScore: string | null;
  reason: string;
  source: string;
  correctedAt: string;
};
export type CorrectionsResponse = { corrections: Correction[] };

export type DecisionResponse = { success: boolean; error: string | null; existingDecision: Decision | 'bet' | null };
export type MyDecision = ApiMyDecision;
export type MyDecisions = ApiMyDecisions;

// The BetCard is the one type decisions computes and the gateway sends (GET /api/stats/me and each
// `stats` event of the stream); `version` orders cards (a higher one is newer).
export type { BetCard, BetCardRecent } from '@gary/contracts/bet-card';

export type LeaderboardPeriod = 'week' | 'month' | 'all';
export type LeaderboardRow = ApiLeaderboardRow;
export type Leaderboard = ApiLeaderboard;
export type AdminStatus = ApiGenerationStatus;
