// Benchmark of the pick engine on a 40-game slate (NBA, MLB, NHL) with the language model answered
// instantly by a local OpenAI-compatible server: engine time per slate, language-model calls per
// game (target 1), prompt tokens per game (o200k_base, as OpenAI counts them) and memory. The
// peers are the fixture gRPC servers on loopback, so the time includes real gRPC round trips;
// storage (Postgres) is not part of the figure.
import { easternDate } from '@gary/betting';
import { createChatClient } from '@gary/llm';
import { chatCompletion, countChatTokens, countTokens, startOpenAiCompatibleServer } from '@gary/llm/src/testing';
import { createMemoryCache, peerClients } from '@gary/platform';
import { createRationaleWriter } from '../../../services/pick-engine/src/generation/adapters/rationale-writer';
import { createSportsData } from '../../../services/pick-engine/src/adapters/sports-data';
import { createGameAnalyser, type Analysis } from '../../../services/pick-engine/src/generation/analyse-game';
import { marketOnlyModel } from '../../../services/pick-engine/src/generation/live-model';
import { books, startFixturePeers, type FixtureGame } from '../../../services/pick-engine/test/fixture-peers';
import { percentile, report, scale, type Figure } from '../src/report';

// Short mode (BENCH_SHORT=1): one timed run of each kind.
const RUNS = scale('BENCH_RUNS', 5, 1);
const CONCURRENCY = 4;

const TEAMS: Record<'NBA' | 'MLB' | 'NHL', string[]> = {
  NBA: ['Boston Celtics', 'New York Knicks', 'Milwaukee Bucks', 'Miami Heat', 'Denver Nuggets', 'Phoenix Suns', 'Golden State Warriors', 'Los Angeles Lakers', 'Dallas Mavericks', 'Oklahoma City Thunder', 'Cleveland Cavaliers', 'Orlando Magic', 'Indiana Pacers', 'Philadelphia 76ers', 'Minnesota Timberwolves', 'Sacramento Kings', 'Houston Rockets', 'Memphis Grizzlies', 'Atlanta Hawks', 'Chicago Bulls', 'Toronto Raptors', 'Brooklyn Nets', 'Utah Jazz', 'San Antonio Spurs'],
  MLB: ['New York Yankees', 'Boston Red Sox', 'Los Angeles Dodgers', 'San Francisco Giants', 'Atlanta Braves', 'Philadelphia Phillies', 'Houston Astros', 'Texas Rangers', 'Chicago Cubs', 'St. Louis Cardinals', 'Seattle Mariners', 'Baltimore Orioles', 'Toronto Blue Jays', 'Tampa Bay Rays', 'Cleveland Guardians', 'Detroit Tigers', 'Minnesota Twins', 'Kansas City Royals', 'San Diego Padres', 'Arizona Diamondbacks', 'New York Mets', 'Milwaukee Brewers', 'Cincinnati Reds', 'Pittsburgh Pirates', 'Colorado Rockies', 'Miami Marlins', 'Washington Nationals', 'Oakland Athletics'],
  NHL: ['Toronto Maple Leafs', 'Montreal Canadiens', 'Boston Bruins', 'New York Rangers', 'Florida Panthers', 'Tampa Bay Lightning', 'Edmonton Oilers', 'Vegas Golden Knights', 'Colorado Avalanche', 'Dallas Stars', 'Carolina Hurricanes', 'New Jersey Devils', 'Winnipeg Jets', 'Vancouver Canucks', 'Los Angeles Kings', 'Minnesota Wild', 'Nashville Predators', 'Seattle Kraken', 'Ottawa Senators', 'Detroit Red Wings'],
};
const PITCHERS = ['Gerrit Cole', 'Brayan Bello', 'Tyler Glasnow', 'Logan Webb', 'Chris Sale', 'Zack Wheeler', 'Framber Valdez', 'Nathan Eovaldi', 'Justin Steele', 'Sonny Gray', 'Logan Gilbert', 'Corbin Burnes', 'Kevin Gausman', 'Shane Baz', 'Tanner Bibee', 'Tarik Skubal', 'Pablo Lopez', 'Cole Ragans', 'Dylan Cease', 'Zac Gallen', 'Kodai Senga', 'Freddy Peralta', 'Hunter Greene', 'Paul Skenes', 'Kyle Freeland', 'Jesus Luzardo', 'MacKenzie Gore', 'JP Sears'];

function slate(now: Date): FixtureGame[] {
  const out: FixtureGame[] = [];
  const plan: ['NBA' | 'MLB' | 'NHL', number][] = [['NBA', 12], ['MLB', 14], ['NHL', 10]];
  let n = 0;
  for (const [sport, count] of plan) {
    for (let i = 0; i < count; i++, n++) {
      const home = TEAMS[sport][(2 * i) % TEAMS[sport].length]!;
      const away = TEAMS[sport][(2 * i + 1) % TEAMS[sport].length]!;
      const fav = 110 + ((i * 37) % 190);
      const ml: [number, number] = i % 3 === 0 ? [fav, -fav - 20] : [-fav - 20, fav];
      const point = sport === 'NBA' ? (i % 3 === 0 ? 1 : -1) * (1.5 + (i % 8)) : i % 3 === 0 ? 1.5 : -1.5;
      const spreadPrices: [number, number] = sport === 'NBA' ? [-110, -110] : i % 3 === 0 ? [-160, 135] : [140, -165];
      const form = (k: number) => `${k % 11}-${10 - (k % 11)}`;
      out.push({
        eventId: `${sport.toLowerCase()}-bench-${i}`,
        sport,
        home,
        away,
        commence: new Date(now.getTime() + (2 + (i % 6)) * 3_600_000),
        books: books(ml, { homePoint: point, prices: spreadPrices }),
        opening: i % 4 === 0 ? { ml: ml[0] - 15, point: point - 0.5 } : undefined,
        home_ctx: { name: home, record: `${30 + i}-${20 + (i % 7)}`, lastTen: form(i + 3), injuries: i % 5 === 0 ? [{ player: 'Key Starter', status: 'Out', description: 'knee', returnDate: '' }] : [],
          ...(sport === 'MLB' ? { starter: { fullName: PITCHERS[(2 * i) % PITCHERS.length]!, confirmed: true, era: (2.5 + (i % 5) * 0.4).toFixed(2), whip: '1.12', wins: 6, losses: 3 } } : {}) },
        away_ctx: { name: away, record: `${25 + i}-${25}`, lastTen: form(i + 7),
          ...(sport === 'MLB' ? { starter: { fullName: PITCHERS[(2 * i + 1) % PITCHERS.length]!, confirmed: true, era: (3.1 + (i % 4) * 0.5).toFixed(2), whip: '1.25', wins: 4, losses: 5 } } : {}) },
        startersConfirmed: true,
      });
    }
  }
  // 36 above plus 4 more NBA to make 40.
  for (let i = 12; i < 16; i++, n++) {
    const home = TEAMS.NBA[(2 * i) % 24]!;
    const away = TEAMS.NBA[(2 * i + 1) % 24]!;
    out.push({ eventId: `nba-bench-${i}`, sport: 'NBA', home, away, commence: new Date(now.getTime() + 4 * 3_600_000), books: books([-150 - i, 130 + i], { homePoint: -3.5, prices: [-110, -110] }), home_ctx: { name: home, lastTen: '6-4' }, away_ctx: { name: away, lastTen: '5-5' } });
  }
  return out;
}

async function main(): Promise<void> {
  const now = new Date();
  const date = (easternDate(now) as { value: string }).value;
  const llm = await startOpenAiCompatibleServer((req) => {
    const messages = req.body.messages as { role: string; content: string }[];
    const user = messages[messages.length - 1]!.content;
    const pick = /Data pick: (.+?) \(/.exec(user)?.[1] ?? '';
    const content = JSON.stringify({ pick, type: / ML [+-]\d+$/.test(pick) ? 'moneyline' : 'spread', confidence: 0.6, rationale: 'The market has this side and so do I. Ninety percent numbers, ten percent gut.', trapAlert: false, revenge: false, superstition: false, momentum: 0.6 });
    return { body: chatCompletion(content, { prompt_tokens: countChatTokens(messages), completion_tokens: countTokens(content) }) };
  });
  const peers = await startFixturePeers(now);
  const games = slate(now);
  peers.setGames(date, games);
  const sportsData = createSportsData(peerClients(peers.peers));
  const chat = createChatClient({ apiKey: 'sk-bench', baseURL: llm.baseURL });

  async function runSlate(withModel: boolean) {
    const analyse = createGameAnalyser({ sportsData, writer: createRationaleWriter({ chat: withModel ? chat : null }), cache: createMemoryCache(), model: marketOnlyModel });
    const t0 = performance.now();
    const results: Analysis[] = [];
    for (const sport of ['NBA', 'MLB', 'NHL']) {
      const s = await sportsData.slate(sport, date);
      const queue = [...s.games];
      const workers = Array.from({ length: CONCURRENCY }, async () => {
        for (let g = queue.shift(); g; g = queue.shift()) results.push(await analyse(g, date, s.simulated));
      });
      await Promise.all(workers);
    }
    return { ms: performance.now() - t0, results };
  }

  await runSlate(true); // warm-up: JIT, gRPC channels, tokenizer tables
  const before = llm.requests.length;
  const times: number[] = [];
  let promptTokens = 0;
  let picks = 0;
  for (let r = 0; r < RUNS; r++) {
    const { ms, results } = await runSlate(true);
    times.push(ms);
    for (const a of results) if (a.ok) {
      picks++;
      promptTokens += a.candidate.audit.promptTokens;
    }
  }
  const calls = llm.requests.length - before;
  const offline: number[] = [];
  for (let r = 0; r < RUNS; r++) offline.push((await runSlate(false)).ms);
  const mem = process.memoryUsage();
  const gamesPerSlate = games.length;
  const figures: Figure[] = [
    { name: 'engine time per 40-game slate (model, median)', value: percentile(times, 50), unit: 'ms', better: 'lower' },
    { name: 'engine time per 40-game slate (model, p95)', value: percentile(times, 95), unit: 'ms', better: 'lower' },
    { name: 'engine time per 40-game slate (offline writer, median)', value: percentile(offline, 50), unit: 'ms', better: 'lower' },
    { name: 'language-model calls per game', value: calls / (gamesPerSlate * RUNS), unit: 'calls', better: 'lower', target: '1', met: calls / (gamesPerSlate * RUNS) <= 1 },
    { name: 'prompt tokens per game', value: promptTokens / Math.max(1, picks), unit: 'tokens', better: 'lower' },
    { name: 'picks per slate', value: picks / RUNS, unit: 'picks', better: 'higher' },
    { name: 'RSS', value: mem.rss / 1048576, unit: 'MiB', better: 'lower' },
    { name: 'heap used', value: mem.heapUsed / 1048576, unit: 'MiB', better: 'lower' },
  ];
  report('pick-engine', figures, { runs: RUNS, games: gamesPerSlate, concurrency: CONCURRENCY, node: process.version });
  await peers.stop();
  await llm.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
