// @gary/betting/display: the display rules, for the browser. The same functions the services use
// (one rule set), without the grading, pricing and Billfold math a screen never runs, so a web
// bundle takes only this. Everything here is plain ECMAScript plus Intl: no Node API.
export { valueOr, type Result } from './betting-errors';
export {
  DEFAULT_ODDS,
  DEFAULT_CONFIDENCE_DISPLAY,
  HOME_EXCERPT_MAX,
  CAROUSEL_EXCERPT_MAX,
  SENTENCE_SPLIT_THRESHOLD,
  NO_RATIONALE_TEXT,
  NO_ANALYSIS_TEXT,
  pickOdds,
  pickOddsDisplay,
  cardOdds,
  pickLabel,
  cardPickLabel,
  formatAmerican,
  displayPick,
  formatGameTime,
  formatConfidence,
  teamNickname,
  matchupShort,
  excerpt,
  rationaleParagraphs,
} from './pick-text';
export { isDisplayablePick, confidenceValue, homeFreePick, PICK_FIELD_DEFAULTS, FORMATTER_DEFAULT_TIME, pickLeague } from './pick-display';
export {
  winRate,
  decidedWinRate,
  NO_WIN_RATE,
  formatWinRateCard,
  formatWinRateRecord,
  streakDisplay,
  topWinAmount,
  betCardBadge,
  leaderboardLabel,
  type Decision,
  type DecisionOutcome,
} from './records';
export { EASTERN_ZONE, formatEasternTime } from './eastern-time';
export { primeTimeGames, type ScheduledGame } from './prime-time';
export * from './display-format';
export { bookTitle } from './bookmakers';
// Pure price arithmetic the pages show (a parlay's break-even, a fade's price).
export { impliedProbability, fairAmerican } from './odds-math';
