import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FRONTENDS, sourceFiles } from './web-sources';

// Issue "One way to build a service", item 7: the web keeps no copies. Every display rule comes from
// @gary/betting, and every screen that loads something shows the one <QueryState> from @gary/design/query.
const APPS = ['shell', 'picks', 'billfold', 'betcard'];

const files = () => [...APPS, 'design'].flatMap((app) => sourceFiles(join(FRONTENDS, app, 'src')));
const rel = (f: string) => relative(FRONTENDS, f);

test('"the web uses @gary/betting for every display rule (the copy goes)": no display-rules module in the frontends', () => {
  const copies = files().filter((f) => /display-rules/.test(f) || /from '[^']*display-rules'/.test(readFileSync(f, 'utf8')));
  expect(copies.map(rel)).toEqual([]);
  const users = files().filter((f) => /from '@gary\/betting\/display'/.test(readFileSync(f, 'utf8')));
  expect(users.length).toBeGreaterThan(10);
});

test('"one <QueryState> gives every screen the same loading, error and retry behaviour and text": no screen hand-writes the block', () => {
  const screens = APPS.flatMap((app) => sourceFiles(join(FRONTENDS, app, 'src'))).filter((f) => f.endsWith('.tsx'));
  const loaders = screens.filter((f) => /\buseApiQuery\(|\buseBetCardData\(/.test(readFileSync(f, 'utf8')));
  // 13 files, 17 blocks: Today's Picks, Player Props, Team Props, What Gary Thinks, the Billfold, the model card,
  // the home page's free pick and record, the leaderboard, the dashboard (2), the BetCard page (2) and modal, admin (3).
  expect(loaders.length).toBeGreaterThanOrEqual(13);
  const offenders = loaders.flatMap((f) => {
    const text = readFileSync(f, 'utf8');
    const wrong: string[] = [];
    if (!text.includes('<QueryState')) wrong.push('no <QueryState>');
    if (/\b(?:q|query|stats|decisions|history|today|week|status)\.status === '(?:loading|error)'/.test(text)) wrong.push('checks the query status itself');
    if (/>\s*(?:Try again|Try Again|RELOAD PICKS)\s*</.test(text)) wrong.push('writes its own retry button');
    return wrong.map((w) => `${rel(f)}: ${w}`);
  });
  expect(offenders).toEqual([]);
});

test('"the API types come from one source shared by the gateway and the web": the answers the gateway types with @gary/contracts are not written again here', () => {
  const types = readFileSync(join(FRONTENDS, 'design', 'src', 'api', 'api-types.ts'), 'utf8');
  expect(types).toMatch(/from '@gary\/contracts\/api'/);
  for (const name of ['Pick', 'PicksToday', 'FreePick', 'Prop', 'PropsToday', 'ThoughtGame', 'ThoughtsResponse', 'Billfold', 'MyDecision', 'MyDecisions', 'LeaderboardRow', 'Leaderboard', 'AdminStatus']) {
    expect({ name, handWritten: new RegExp(`export type ${name} = \\{`).test(types) }).toEqual({ name, handWritten: false });
  }
  // Types only: nothing of zod may reach a browser bundle.
  const valueImports = files().filter((f) => /^import (?!type )[^;]*from '@gary\/contracts/m.test(readFileSync(f, 'utf8')));
  expect(valueImports.map(rel)).toEqual([]);
});
