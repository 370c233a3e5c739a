// Made-up API answers for the local preview server only (layout checks and screenshots).
// Never bundled into an app; the product shows only what the gateway returns.
const today = new Date().toISOString().slice(0, 10);
const at = (h, m) => {
  const d = new Date();
  d.setUTCHours(h, m, 0, 0);
  return d.toISOString();
};

const RATIONALE =
  'Boston has covered in six of its last eight on the road and the number opened at -5.5 before sharp money pushed it to -4.5. The Knicks are on the second night of a back-to-back with Brunson questionable. I like the price, I like the spot, and I like the rest edge. Take the points off the key number while they are there.';

function picks(plan) {
  const all = [
    { pickId: 'nba-2024-bos-nyk', league: 'NBA', gameTime: at(23, 30), time: '7:30 PM', homeTeam: 'New York Knicks', awayTeam: 'Boston Celtics', matchup: 'Boston Celtics @ New York Knicks', pick: 'Boston Celtics -4.5 -110', odds: -110, type: 'spread', confidence: 0.74, rationale: RATIONALE, trapAlert: false, revenge: true, momentum: 0.4, status: 'open' },
    { pickId: 'mlb-2024-lad-sf', league: 'MLB', gameTime: at(2, 15), time: '10:15 PM', homeTeam: 'San Francisco Giants', awayTeam: 'Los Angeles Dodgers', matchup: 'Los Angeles Dodgers @ San Francisco Giants', pick: 'Giants ML +135', odds: 135, type: 'moneyline', confidence: 0.68, rationale: 'Webb at home against a lineup that has struggled with sinkers. Plus money on the better starter in a pitcher park is a bet I make every time.', status: 'open' },
    { pickId: 'nhl-2024-tor-mtl', league: 'NHL', gameTime: at(23, 0), time: '7:00 PM', homeTeam: 'Montreal Canadiens', awayTeam: 'Toronto Maple Leafs', matchup: 'Toronto Maple Leafs @ Montreal Canadiens', pick: 'Under 6.5 -105', odds: -105, type: 'total', confidence: 0.66, rationale: 'Two backup goalies get the headlines but both teams play slow in this building. The under has hit in five straight meetings here.', status: 'open' },
  ];
  return all.map((p, i) =>
    plan === 'pro' || i === 0 ? { ...p, locked: false } : { pickId: p.pickId, league: p.league, time: p.time, gameTime: p.gameTime, homeTeam: p.homeTeam, awayTeam: p.awayTeam, matchup: p.matchup, locked: true },
  );
}

const props = (plan) =>
  [
    { id: 'prop-1', league: 'NBA', team: 'Boston Celtics', player: 'Jayson Tatum', prop: 'points', line: 27.5, bet: 'over', odds: -115, ev: 0.043, confidence: 0.64, analysis: ['Averaging 31 over his last 6', 'Knicks without their best wing defender'], time: '7:30 PM ET', matchup: 'Celtics @ Knicks' },
    { id: 'prop-2', league: 'MLB', team: 'San Francisco Giants', player: 'Logan Webb', prop: 'strikeouts', line: 5.5, bet: 'over', odds: 110, ev: 0.051, confidence: 0.61, analysis: ['Dodgers strike out 24% against sinkerballers', 'Has gone over in 4 of 5 home starts'], time: '10:15 PM ET', matchup: 'Dodgers @ Giants' },
  ].map((p, i) => (plan === 'pro' || i === 0 ? { ...p, locked: false } : { id: p.id, league: p.league, locked: true }));

const billfold = {
  empty: false,
  record: { wins: 41, losses: 33, pushes: 3 },
  yesterday: { wins: 2, losses: 1, pushes: 0 },
  winRate: 0.554,
  topWin: { matchup: 'Giants vs Dodgers', pick: 'Giants ML +165', odds: 165, date: '2025-05-30', amount: 165 },
  recent: [
    { date: '2025-06-02', sport: 'NBA', matchup: 'Celtics @ Knicks', pick: 'Celtics -4.5 -110', odds: -110, result: 'won' },
    { date: '2025-06-02', sport: 'MLB', matchup: 'Dodgers @ Giants', pick: 'Giants ML +135', odds: 135, result: 'lost' },
    { date: '2025-06-01', sport: 'NHL', matchup: null, pick: 'Under 6.5 -105', odds: -105, result: 'push' },
    { date: '2025-06-01', sport: 'MLB', matchup: 'Yankees @ Red Sox', pick: null, odds: -120, result: 'won' },
  ],
  bySport: [
    { sport: 'NBA', wins: 18, losses: 12, pushes: 1, winRate: 0.6 },
    { sport: 'MLB', wins: 15, losses: 14, pushes: 0, winRate: 0.517 },
    { sport: 'NHL', wins: 8, losses: 7, pushes: 2, winRate: 0.533 },
  ],
  betTypes: [
    { type: 'Spread', count: 34, wins: 20, losses: 13, pushes: 1, units: 5.2 },
    { type: 'Moneyline', count: 27, wins: 14, losses: 12, pushes: 1, units: 1.9 },
    { type: 'Total', count: 16, wins: 7, losses: 8, pushes: 1, units: -1.6 },
  ],
  mostProfitable: { type: 'Spread', units: 5.2, roi: 0.153, count: 34, roiCi95: [-0.17, 0.47] },
  unitsWon: 5.5,
  roi: 0.071,
  roiCi95: [-0.14, 0.28],
  avgClv: 0.012,
  unitsOverTime: [0, 1, 0.1, 1.9, 2.8, 1.8, 3.1, 2.2, 4.0, 5.5].map((u, i) => ({ date: `2025-05-${String(20 + i).padStart(2, '0')}`, units: u })),
  calibration: [
    { bucket: '55-60%', picks: 21, winRate: 0.55 },
    { bucket: '60-65%', picks: 30, winRate: 0.6 },
    { bucket: '65-70%', picks: 17, winRate: 0.71 },
    { bucket: '70-75%', picks: 6, winRate: 0.5 },
  ],
};

const stats = {
  username: 'ohio_grinder', badge: 'RIDES WITH GARY', rideCount: 14, fadeCount: 6, ridePct: 70, fadePct: 30,
  winCount: 11, lossCount: 7, pushCount: 1, winRate: 0.611, record: '11-7', streak: 3, streakDisplay: '+3', longestStreak: 5,
  totalDecisions: 20, recentResults: ['W', 'W', 'W', 'L'], leagues: [{ league: 'NBA', wins: 6, losses: 3, pushes: 0, total: 10 }, { league: 'MLB', wins: 5, losses: 4, pushes: 1, total: 10 }],
  vsRidingAll: { unitsChoosing: 3.4, unitsRidingAll: 1.2, unitsAdded: 2.2 },
};

export function createFixtures(mode) {
  const signedIn = mode !== 'anon';
  const plan = mode === 'pro' || mode === 'admin' ? 'pro' : 'free';
  const user = { id: 'u-1', email: 'ohio_grinder@example.com', username: 'ohio_grinder', role: mode === 'admin' ? 'admin' : 'user', guest: false };
  return async (method, path, q, req, res) => {
    if (path === '/api/auth/refresh') return signedIn ? { body: { accessToken: 'preview-token', expiresIn: 900, user } } : { status: 401, body: { error: { code: 'unauthenticated', message: 'No session' } } };
    if (path === '/api/me') return signedIn ? { body: { user, plan, subscription: plan === 'pro' ? { status: 'active', currentPeriodEnd: '2025-07-01', cancelAtPeriodEnd: false } : null } } : { status: 401, body: { error: { code: 'unauthenticated', message: 'Please sign in.' } } };
    if (path === '/api/picks/today') return { body: { date: today, simulated: true, plan, picks: picks(plan) } };
    if (path === '/api/picks/free') return { body: { pick: { ...picks('pro')[0] } } };
    if (path === '/api/props/today') return { body: { date: today, simulated: true, plan, props: props(plan) } };
    if (path === '/api/billfold') return { body: q.get('kind') === 'props' ? { ...billfold, empty: true } : billfold };
    if (path === '/api/stats/me') return { body: stats };
    if (path === '/api/me/alerts') return { body: { timeZone: 'America/Chicago', quietHours: { start: '22:00', end: '08:00' }, prefs: { 'picks-out': { email: true, push: false }, 'pick-dead': { email: true, push: true }, 'pick-alive': { email: false, push: true }, 'pick-scratched': { email: true, push: false }, recap: { email: false, push: false } }, pushSubscriptions: 0, vapidPublicKey: '' } };
    if (path === '/api/play/spend') return { body: { period: q.get('period') ?? 'week', unitSize: 20, buckets: [{ start: '2025-05-05', netUnits: 0, stakedUnits: 0, decisions: 0, settled: 0 }, { start: '2025-05-12', netUnits: 0, stakedUnits: 0, decisions: 0, settled: 0 }, { start: '2025-05-19', netUnits: 1.8, stakedUnits: 4, decisions: 4, settled: 4 }, { start: '2025-05-26', netUnits: -1.1, stakedUnits: 3, decisions: 3, settled: 2 }] } };
    if (path === '/api/decisions/mine') return { body: { decisions: [{ pickId: 'nba-2024-bos-nyk', decision: 'ride', outcome: 'pending', createdAt: new Date().toISOString(), pick: { pick: 'Boston Celtics -4.5 -110', league: 'NBA', matchup: 'Boston Celtics @ New York Knicks', gameTime: at(23, 30), result: null } }, { pickId: 'mlb-x', decision: 'fade', outcome: 'win', createdAt: '2025-06-01T15:00:00Z', pick: { pick: 'Yankees -1.5 +120', league: 'MLB', matchup: 'Yankees @ Red Sox', gameTime: null, result: 'lost' } }] } };
    if (path === '/api/decisions' && method === 'POST') return { status: 409, body: { error: { code: 'decision_exists', message: 'You already chose to RIDE this pick!', details: { existingDecision: 'ride' } } } };
    if (path === '/api/leaderboard') {
      const rows = ['ohio_grinder', 'capper_kate', 'fade_machine', 'lou_the_lock', 'mr_under'].map((u, i) => ({ rank: i + 1, id: i === 0 ? 'u-1' : `u-${i + 10}`, username: u, totalDecisions: 40 - i * 6, gradedDecisions: 37 - i * 6, rideCount: 25 - i * 5, fadeCount: 10 + i, correctDecisions: 26 - i * 5, winRate: 0.66 - i * 0.05, streak: 3 - i * 2 }));
      return { body: { rows, me: signedIn ? rows[0] : null } };
    }
    if (path === '/api/thoughts') {
      if (q.get('sport') !== 'NBA') return { body: { date: today, games: [] } };
      return { body: { date: today, games: [{ id: 'g1', league: 'NBA', time: '7:30 PM', homeTeam: 'New York Knicks', awayTeam: 'Boston Celtics', odds: { spread: { home: { line: 4.5, odds: -110 }, away: { line: -4.5, odds: -110 } }, moneyline: { home: 165, away: -190 }, total: { line: 221.5, over: -108, under: -112 } }, garyPicks: { spread: 'away', moneyline: 'away', total: 'under', rationale: 'Boston defends the arc better than anyone and the Knicks are running on fumes. Celtics and the under.' }, fallback: false }] } };
    }
    if (path === '/api/admin/picks/status') return { body: { running: false, sports: [{ sport: 'NBA', state: 'done', message: '3 picks' }, { sport: 'MLB', state: 'done', message: '4 picks' }], lastRun: { status: 'succeeded', finishedAt: new Date().toISOString() } } };
    if (path === '/api/stats/stream') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(`event: stats\ndata: ${JSON.stringify(stats)}\n\n`);
      req.on('close', () => res.end());
      return 'handled';
    }
    return null;
  };
}
