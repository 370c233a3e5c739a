// Bookmakers as a reader sees them. The Odds API names books by keys ('williamhill_us',
// 'pointsbetus'); a key never reaches prose or a screen: every place that shows a book shows
// bookTitle(key).
//
// The featured books (the six asked of The Odds API, one request's worth) are books that take bets
// in the US today. Gone from the list: PointsBet US (sold to Fanatics in 2024, its key
// 'pointsbetus' no longer answers), SuperBook (left online betting outside Nevada in 2024) and
// ESPN BET (became theScore Bet in December 2025). Caesars is 'williamhill_us' at The Odds API;
// 'caesars' is kept in the titles for rows stored under the old key.
export const FEATURED_BOOKS = ['fanduel', 'draftkings', 'betmgm', 'williamhill_us', 'betrivers', 'fanatics'] as const;

/**
 * The sharp book: Pinnacle, whose low-margin prices close nearest the truth. It is read for the
 * fair price (its no-vig line) and never offered to a member as a book to bet at: it takes no US
 * customers. One request's worth: with the six featured books it is 7 of the 10 bookmakers The
 * Odds API bills as one region.
 */
export const SHARP_BOOKS = ['pinnacle'] as const;

export const isSharpBook = (key: string): boolean => (SHARP_BOOKS as readonly string[]).includes(key.trim().toLowerCase());

/** Books that no longer take bets: never featured, still titled when an old row names them. */
export const DEFUNCT_BOOKS: readonly string[] = ['pointsbetus', 'superbook', 'espnbet', 'wynnbet', 'barstool', 'foxbet', 'sugarhouse', 'twinspires', 'unibet_us', 'circasports'];

const TITLES: Readonly<Record<string, string>> = {
  fanduel: 'FanDuel',
  draftkings: 'DraftKings',
  betmgm: 'BetMGM',
  williamhill_us: 'Caesars',
  caesars: 'Caesars',
  betrivers: 'BetRivers',
  fanatics: 'Fanatics',
  hardrockbet: 'Hard Rock Bet',
  ballybet: 'Bally Bet',
  betparx: 'betPARX',
  fliff: 'Fliff',
  bovada: 'Bovada',
  betonlineag: 'BetOnline',
  mybookieag: 'MyBookie',
  lowvig: 'LowVig',
  betus: 'BetUS',
  pinnacle: 'Pinnacle',
  // Defunct, titled for stored rows only.
  pointsbetus: 'PointsBet',
  superbook: 'SuperBook',
  espnbet: 'ESPN BET',
  wynnbet: 'WynnBET',
  barstool: 'Barstool',
  foxbet: 'FOX Bet',
  sugarhouse: 'SugarHouse',
  twinspires: 'TwinSpires',
  unibet_us: 'Unibet',
  unibet: 'Unibet',
  circasports: 'Circa Sports',
};

/** A bookmaker's display name: never an API key like 'williamhill_us' in front of a reader. */
export function bookTitle(key: string): string {
  const k = key.trim();
  if (k === '') return '';
  const known = TITLES[k.toLowerCase()];
  if (known) return known;
  if (/[A-Z ]/.test(k)) return k; // already a title
  return k
    .replace(/_(us|us2|uk|eu|au)$/i, '')
    .split(/[_\s]+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}
