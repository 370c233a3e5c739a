// Canonical team keys, so a team is one rating whatever a file or a feed calls it: NBA by the
// NBA file's short code, MLB by full name, NFL by nickname. Live feeds send full names; the
// relocations and renames the files span map to today's team.

const NBA_NAMES: Record<string, string> = {
  atl: 'Atlanta Hawks', bkn: 'Brooklyn Nets', bos: 'Boston Celtics', cha: 'Charlotte Hornets', chi: 'Chicago Bulls',
  cle: 'Cleveland Cavaliers', dal: 'Dallas Mavericks', den: 'Denver Nuggets', det: 'Detroit Pistons', gs: 'Golden State Warriors',
  hou: 'Houston Rockets', ind: 'Indiana Pacers', lac: 'Los Angeles Clippers', lal: 'Los Angeles Lakers', mem: 'Memphis Grizzlies',
  mia: 'Miami Heat', mil: 'Milwaukee Bucks', min: 'Minnesota Timberwolves', no: 'New Orleans Pelicans', ny: 'New York Knicks',
  okc: 'Oklahoma City Thunder', orl: 'Orlando Magic', phi: 'Philadelphia 76ers', phx: 'Phoenix Suns', por: 'Portland Trail Blazers',
  sac: 'Sacramento Kings', sa: 'San Antonio Spurs', tor: 'Toronto Raptors', utah: 'Utah Jazz', wsh: 'Washington Wizards',
};
const NBA_ALIASES: Record<string, string> = {
  nj: 'bkn', 'new jersey nets': 'bkn', sea: 'okc', 'seattle supersonics': 'okc', 'charlotte bobcats': 'cha',
  'new orleans hornets': 'no', 'la clippers': 'lac', gsw: 'gs', nyk: 'ny', sas: 'sa', nop: 'no', uta: 'utah', was: 'wsh', pho: 'phx', brk: 'bkn',
};
const NBA_BY_NAME = new Map(Object.entries(NBA_NAMES).map(([code, name]) => [name.toLowerCase(), code]));

const MLB_ALIASES: Record<string, string> = {
  'cleveland indians': 'Cleveland Guardians',
  'los angeles angels of anaheim': 'Los Angeles Angels',
  'oakland athletics': 'Athletics',
  'las vegas athletics': 'Athletics',
  'tampa bay devil rays': 'Tampa Bay Rays',
  'florida marlins': 'Miami Marlins',
};

const NFL_ALIASES: Record<string, string> = {
  oakland: 'Raiders', sandiego: 'Chargers', 'st.louis': 'Rams', kcchiefs: 'Chiefs', kansas: 'Chiefs', tampa: 'Buccaneers',
  fortyniners: '49ers', redskins: 'Commanders', 'football team': 'Commanders', washington: 'Commanders',
};
/** File names that could be either of two teams (LosAngeles: Rams or Chargers). */
const NFL_AMBIGUOUS = new Set(['losangeles', 'newyork', '0', '']);

export function nbaKey(name: string): string | null {
  const t = name.trim().toLowerCase();
  if (NBA_NAMES[t]) return t;
  return NBA_ALIASES[t] ?? NBA_BY_NAME.get(t) ?? null;
}

export function mlbKey(name: string): string | null {
  const t = name.trim();
  if (!t) return null;
  return MLB_ALIASES[t.toLowerCase()] ?? t;
}

export function nflKey(name: string): string | null {
  const t = name.trim().toLowerCase();
  if (NFL_AMBIGUOUS.has(t.replace(/\s+/g, ''))) return null;
  if (NFL_ALIASES[t]) return NFL_ALIASES[t]!;
  if (t.endsWith('football team')) return 'Commanders';
  // A full name ('Green Bay Packers') is keyed by its last word, the nickname the NFL file uses.
  const last = t.split(/\s+/).pop() ?? '';
  const nick = NFL_ALIASES[last] ?? last;
  return nick ? nick.charAt(0).toUpperCase() + nick.slice(1) : null;
}

/** The rating key of a team in a league, from a file's code or a feed's full name; null when unknown. */
export function teamKey(league: string, name: string): string | null {
  if (league === 'NBA') return nbaKey(name);
  if (league === 'MLB') return mlbKey(name);
  if (league === 'NFL') return nflKey(name);
  return null;
}
