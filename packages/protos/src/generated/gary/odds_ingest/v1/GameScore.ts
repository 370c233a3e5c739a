// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface GameScore {
  'eventId'?: (string);
  'sport'?: (string);
  'homeTeam'?: (string);
  'awayTeam'?: (string);
  'commenceTime'?: (string);
  'completed'?: (boolean);
  'homeScore'?: (number);
  'awayScore'?: (number);
  'completedAt'?: (string);
  'hasScore'?: (boolean);
}

export interface GameScore__Output {
  'eventId': (string);
  'sport': (string);
  'homeTeam': (string);
  'awayTeam': (string);
  'commenceTime': (string);
  'completed': (boolean);
  'homeScore': (number);
  'awayScore': (number);
  'completedAt': (string);
  'hasScore': (boolean);
}
