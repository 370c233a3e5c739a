// Original file: gary/pick_engine/v1/pick_engine.proto


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
  '_closingOdds'?: "closingOdds";
}
