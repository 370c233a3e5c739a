// Shapes of the gateway's JSON (docs/api.md). Optional where the gateway may leave a field out.
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
};

export type Subscription = { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean } | null;

export type MeResponse = { user: SessionUser; plan: Plan; subscription: Subscription };
export type TokenResponse = { accessToken: string; expiresIn?: number; user: SessionUser };
export type SignUpResponse = { user: { id: string; email: string }; confirmationRequired: boolean };

export type Pick = {
  pickId: string;
  league: string;
  time?: string | null;
  gameTime?: string | null;
  homeTeam?: string | null;
  awayTeam?: string | null;
  matchup?: string | null;
  locked: boolean;
  pick?: string | null;
  odds?: number | string | null;
  type?: string | null;
  confidence?: number | string | null;
  rationale?: string | null;
  trapAlert?: string | boolean | null;
  revenge?: string | boolean | null;
  superstition?: string | boolean | null;
  momentum?: string | number | null;
  status?: 'open' | 'started' | 'graded' | 'scratched';
  result?: PickResult | null;
};

export type PicksToday = { date: string; simulated: boolean; plan: Plan; picks: Pick[] };
export type FreePick = { pick: Pick | null };

export type Prop = {
  id: string;
  league: string;
  team?: string | null;
  player?: string | null;
  prop?: string | null;
  line?: number | null;
  bet?: string | null;
  odds?: number | null;
  ev?: number | null;
  confidence?: number | null;
  analysis?: string[] | string | null;
  time?: string | null;
  matchup?: string | null;
  locked: boolean;
};
export type PropsToday = { date: string; simulated: boolean; plan: Plan; props: Prop[] };

export type Side = { line: number; odds: number };
export type ThoughtGame = {
  id: string;
  league: string;
  time?: string | null;
  homeTeam: string;
  awayTeam: string;
  odds: {
    spread?: { home?: Side | null; away?: Side | null } | null;
    moneyline?: { home?: number | null; away?: number | null } | null;
    total?: { line?: number | null; over?: number | null; under?: number | null } | null;
  };
  garyPicks: { spread?: 'home' | 'away'; moneyline?: 'home' | 'away'; total?: 'over' | 'under'; rationale?: string | null };
  fallback?: boolean;
  /** Gary's spread and moneyline sides and rationale withheld (the game carries a Pro pick). */
  locked?: boolean;
};
/** `message`: the service's word when it has no games to show yet ("Gary's still working..."). */
export type ThoughtsResponse = { date: string; games: ThoughtGame[]; simulated?: boolean; message?: string };

export type WinLoss = { wins: number; losses: number; pushes: number };
export type BillfoldKind = 'games' | 'props';
export type BillfoldRange = 'all' | '7d' | '30d' | '90d' | 'ytd';
/** Gary's own picks, or Fade Gary: the other side of each at the best opposite price at publish time. */
export type BillfoldLedger = 'gary' | 'fade';
/** A pick whose game was postponed, cancelled or voided: never graded, counted in no record. */
export type ScratchedPick = { date: string; sport: string; matchup: string; reason: string; kind: string };
export type Billfold = {
  empty: boolean;
  record: WinLoss;
  yesterday: WinLoss;
  winRate: number | null;
  topWin: { matchup: string | null; pick: string | null; odds: number | null; date: string; amount: number } | null;
  recent: {
    date: string;
    sport: string;
    matchup: string | null;
    pick: string | null;
    odds: number | null;
    result: string | null;
    pickId?: string;
    /** Closing no-vig probability minus the price's break-even (0.02 = 2 points), when known. */
    clv?: number | null;
    /** The result was corrected after grading (listed on /corrections). */
    corrected?: boolean;
  }[];
  ledger?: BillfoldLedger;
  scratched?: ScratchedPick[];
  bySport: ({ sport: string; winRate: number | null } & WinLoss)[];
  betTypes: ({ type: string; count: number; units: number } & WinLoss)[];
  mostProfitable: { type: string; units: number; roi: number } | null;
  unitsWon: number;
  /** Units per pick, as a ratio (0.05 = 5%). */
  roi: number | null;
  avgClv: number | null;
  unitsOverTime: { date: string; units: number }[];
  calibration: { bucket: string | number; picks: number; winRate: number | null }[];
};

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
export type MyDecision = {
  pickId: string;
  decision: Decision | 'bet';
  /** void: the game was scratched; the decision counts nowhere. */
  outcome: 'pending' | 'win' | 'loss' | 'push' | 'void' | null;
  createdAt: string;
  pick: { pick: string | null; league: string | null; matchup: string | null; gameTime: string | null; result: string | null } | null;
};
export type MyDecisions = { decisions: MyDecision[] };

export type BetCard = {
  username: string;
  badge?: string;
  rideCount: number;
  fadeCount: number;
  ridePct: number;
  fadePct: number;
  winCount: number;
  lossCount: number;
  pushCount: number;
  winRate: number;
  record?: string;
  streak: number;
  streakDisplay?: string;
  longestStreak: number;
  totalDecisions: number;
  recentResults?: string[];
  leagues: ({ league: string; total: number } & { wins: number; losses: number; pushes: number })[];
  vsRidingAll?: { unitsChoosing: number; unitsRidingAll: number; unitsAdded: number } | null;
};

export type LeaderboardPeriod = 'week' | 'month' | 'all';
export type LeaderboardRow = {
  rank: number;
  id: string;
  username: string;
  avatar?: string | null;
  totalDecisions: number;
  rideCount: number;
  fadeCount: number;
  correctDecisions: number;
  winRate: number;
  streak: number;
  preferredStrategy?: 'ride' | 'fade';
};
export type Leaderboard = { rows: LeaderboardRow[]; me: LeaderboardRow | null };

export type AdminStatus = {
  running: boolean;
  sports: { sport: string; state: string; message?: string | null }[];
  lastRun: { startedAt?: string; finishedAt?: string; status?: string; runId?: string } | string | null;
};
