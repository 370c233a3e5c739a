// Original file: gary/pick_engine/v1/pick_engine.proto

import type { PickClaim as _gary_pick_engine_v1_PickClaim, PickClaim__Output as _gary_pick_engine_v1_PickClaim__Output } from '../../../gary/pick_engine/v1/PickClaim';

export interface Pick {
  'pickId'?: (string);
  'date'?: (string);
  'league'?: (string);
  'eventId'?: (string);
  'homeTeam'?: (string);
  'awayTeam'?: (string);
  'game'?: (string);
  'time'?: (string);
  'gameTime'?: (string);
  'pick'?: (string);
  'odds'?: (number);
  'type'?: (string);
  'side'?: (string);
  'line'?: (number | string);
  'confidence'?: (number | string);
  'rationale'?: (string);
  'trapAlert'?: (boolean);
  'revenge'?: (boolean);
  'superstition'?: (boolean);
  'momentum'?: (number | string);
  'noVigProbability'?: (number | string);
  'ev'?: (number | string);
  'bookmaker'?: (string);
  'closingOdds'?: (number);
  'result'?: (string);
  'finalScore'?: (string);
  'publishedAt'?: (string);
  'simulated'?: (boolean);
  'writer'?: (string);
  'factsSha256'?: (string);
  'claimsChecked'?: (number);
  'claimsTotal'?: (number);
  'claims'?: (_gary_pick_engine_v1_PickClaim)[];
  '_closingOdds'?: "closingOdds";
}

export interface Pick__Output {
  'pickId': (string);
  'date': (string);
  'league': (string);
  'eventId': (string);
  'homeTeam': (string);
  'awayTeam': (string);
  'game': (string);
  'time': (string);
  'gameTime': (string);
  'pick': (string);
  'odds': (number);
  'type': (string);
  'side': (string);
  'line': (number);
  'confidence': (number);
  'rationale': (string);
  'trapAlert': (boolean);
  'revenge': (boolean);
  'superstition': (boolean);
  'momentum': (number);
  'noVigProbability': (number);
  'ev': (number);
  'bookmaker': (string);
  'closingOdds'?: (number);
  'result': (string);
  'finalScore': (string);
  'publishedAt': (string);
  'simulated': (boolean);
  'writer': (string);
  'factsSha256': (string);
  'claimsChecked': (number);
  'claimsTotal': (number);
  'claims': (_gary_pick_engine_v1_PickClaim__Output)[];
  '_closingOdds'?: "closingOdds";
}
