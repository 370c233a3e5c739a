// The traffic of the restore drill, through the running services: picks stored and logged by
// pick-engine (its own store path, so the pick log and its git export grow), members signing up
// with auth, a paid subscription recorded for each (as billing stores one after checkout), members
// riding and fading through decisions, and games finishing (game.final, which pick-engine grades
// and decisions settles). Every write the services acknowledge is recorded with the time of the
// acknowledgement, so the restored database can be held to it.
import { makeEvent } from '@gary/contracts';
import { createGrpcClient, createLogger, createMemoryLock, type EventBus, type Pool } from '@gary/platform';
import { storePicks, type PickCandidate } from '@gary/pick-engine/src/generation/store-picks';

export interface Acked {
  kind: 'signup' | 'subscription' | 'decision';
  /** What identifies the row: an email, a subscription id, or `userId|pickId`. */
  key: string;
  /** When it was sent, and when the service acknowledged it (ms). */
  sentAt: number;
  at: number;
}

export interface DrillPick {
  pickId: string;
  eventId: string;
  gameTime: string;
  graded: boolean;
}

export interface LoadDeps {
  peers: Record<string, string>;
  bus: EventBus;
  pickPool: Pool;
  billingPool: Pool;
  now: () => Date;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TEAMS: [string, string][] = [
  ['Boston Celtics', 'New York Knicks'],
  ['Miami Heat', 'Chicago Bulls'],
  ['Denver Nuggets', 'Phoenix Suns'],
  ['Golden State Warriors', 'Los Angeles Lakers'],
  ['Milwaukee Bucks', 'Atlanta Hawks'],
  ['Dallas Mavericks', 'Utah Jazz'],
];

function candidate(slate: string, i: number, gameTime: string): PickCandidate {
  const [home, away] = TEAMS[i % TEAMS.length]!;
  const nick = (t: string) => t.split(' ').pop()!;
  return {
    league: 'NBA', eventId: `drill-${slate}-${i}`, homeTeam: home, awayTeam: away, game: `${nick(away)} @ ${nick(home)}`, time: '7:30 PM ET', gameTime,
    pickText: `${home} ML -150`, odds: -150, type: 'moneyline', side: 'home', line: 0, confidence: 0.6, rationale: 'Ride it. Bear says so.',
    trapAlert: false, revenge: false, superstition: false, momentum: 0.6, noVigProbability: 0.59, modelProbability: 0.61, modelVersion: 'nba-elo-drill', label: 'lean', ev: 0.01, bookmaker: 'DraftKings', simulated: true, writer: 'offline',
    audit: { writer: 'offline', extractionMethod: null, warnings: [], rawOutput: null, promptTokens: 0, completionTokens: 0, llmCalls: 0 },
  };
}

export function createDrillLoad(d: LoadDeps, seed = 29) {
  const rand = rng(seed);
  const auth = createGrpcClient('auth', d.peers.auth!, { deadlineMs: 20_000 });
  const decisions = createGrpcClient('decisions', d.peers.decisions!, { deadlineMs: 20_000 });
  const pickEngine = createGrpcClient('pick-engine', d.peers['pick-engine']!, { deadlineMs: 20_000 });
  const acked: Acked[] = [];
  const errors: string[] = [];
  const users: string[] = [];
  const picks: DrillPick[] = [];
  let signups = 0;
  let running = false;
  let loops: Promise<void>[] = [];
  const ack = (kind: Acked['kind'], key: string, sentAt: number) => acked.push({ kind, key, sentAt, at: Date.now() });

  /** A day's slate through pick-engine's store path: picks, log leaves, a signed checkpoint, pick.published. */
  async function publishSlate(date: string, count: number): Promise<DrillPick[]> {
    const gameTime = new Date(d.now().getTime() + 6 * 3600_000).toISOString();
    const deps = { pool: d.pickPool, lock: createMemoryLock(), logger: createLogger({ name: 'drill', level: 'silent' }), now: d.now, afterPublish: () => pickEngine.GetLedgerCheckpoint({}) };
    const out = await storePicks(deps, date, Array.from({ length: count }, (_, i) => candidate(date, i, gameTime)), null);
    if (!out.ok || out.stored !== count) throw new Error(`storing the ${date} slate failed: ${JSON.stringify(out)}`);
    const { rows } = await d.pickPool.query<{ pick_id: string; event_id: string }>('SELECT pick_id, event_id FROM picks WHERE pick_id = ANY($1)', [out.pickIds]);
    const made = rows.map((r) => ({ pickId: r.pick_id, eventId: r.event_id, gameTime, graded: false }));
    picks.push(...made);
    return made;
  }

  /** The game's final score arrives (as odds-ingest publishes it): pick-engine grades, decisions settles. */
  async function finishGame(p: DrillPick, home: number, away: number): Promise<void> {
    p.graded = true;
    const [homeTeam, awayTeam] = TEAMS[Number(p.eventId.split('-').pop()) % TEAMS.length]!;
    await d.bus.publish([
      makeEvent('game.final', {
        source: 'odds-ingest',
        key: p.eventId,
        data: { eventId: p.eventId, sport: 'NBA', homeTeam, awayTeam, commenceTime: p.gameTime, homeScore: home, awayScore: away, completedAt: d.now().toISOString(), simulated: true },
      }),
    ]);
  }

  async function signUp(): Promise<void> {
    const n = ++signups;
    const email = `drill-${seed}-${n}@example.com`;
    const t0 = Date.now();
    // Each newcomer from their own address: sign-ups are limited per address.
    const res = await auth.SignUp({ email, password: `drill-pass-${n}-correct-horse`, ip: `10.29.${(n >> 8) & 255}.${n & 255}`, redirectOrigin: 'http://localhost:8080', dateOfBirth: '1990-05-05' });
    const userId = res.user?.id;
    if (!userId) throw new Error(`sign-up of ${email} answered no user`);
    ack('signup', email, t0);
    const subId = `sub_drill_${seed}_${n}`;
    const t1 = Date.now();
    await d.billingPool.query(
      `INSERT INTO subscriptions (id, user_id, status, current_period_end, state_at) VALUES ($1, $2, 'active', now() + interval '30 days', $3)`,
      [subId, userId, Math.floor(Date.now() / 1000)],
    );
    ack('subscription', subId, t1);
    users.push(userId);
  }

  async function decideOnce(): Promise<void> {
    const open = picks.filter((p) => !p.graded);
    if (users.length === 0 || open.length === 0) return;
    const userId = users[Math.floor(rand() * users.length)]!;
    const p = open[Math.floor(rand() * open.length)]!;
    const key = `${userId}|${p.pickId}`;
    if (acked.some((a) => a.kind === 'decision' && a.key === key)) return;
    const t0 = Date.now();
    try {
      await decisions.Decide({ userId, pickId: p.pickId, decision: rand() < 0.55 ? 'ride' : 'fade' }, { userId });
      ack('decision', key, t0);
    } catch (err) {
      // Deciding twice on one pick is refused: that is the rule, not a failure of the drill.
      const msg = (err as Error).message;
      if (!/already|exists|409|ALREADY_EXISTS/i.test(msg)) errors.push(msg);
    }
  }

  async function loop(signUpEvery: number): Promise<void> {
    for (let i = 0; running; i++) {
      try {
        if (i % signUpEvery === 0) await signUp();
        else await decideOnce();
      } catch (err) {
        errors.push((err as Error).message);
      }
      await sleep(5);
    }
  }

  return {
    acked,
    errors,
    users,
    picks,
    publishSlate,
    finishGame,
    /** The log's latest signed checkpoint, as pick-engine serves it. */
    publishedCheckpoint: () => pickEngine.GetLedgerCheckpoint({}),
    signUp,
    /** Writers run until stop(): one mostly signs members up, the others decide. */
    start(writers = 3) {
      running = true;
      loops = Array.from({ length: writers }, (_, i) => loop(i === 0 ? 3 : 1_000_000));
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    close() {
      for (const c of [auth, decisions, pickEngine]) c.close();
    },
  };
}

export type DrillLoad = ReturnType<typeof createDrillLoad>;
