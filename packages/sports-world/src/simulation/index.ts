export { createRng, hashString, hexId, mulberry32, normalCdf, poissonPmf, type Rng } from './prng';
export { gameModel, type GameModel } from './game-model';
export { finalScoreOf, findSimGame, slateFor, slatesAround, type SimGame, type Starter } from './slate';
export { createSimulationState, statusAt, type SimGameStatus, type SimulationState } from './game-clock';
export { playerMean, probabilityOver, propLine, PROP_MARKET_STATS, type StatKey } from './player-baselines';
export { injuryOf, type SimInjury } from './injuries';
export { eventBody, oddsBody, propBody, scoreBody, sportsBody } from './odds-bodies';
export { lagShadeOf, LAG_CHANCE, LAG_SHADE } from './book-pricing';
