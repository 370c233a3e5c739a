// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface Pitcher {
  'id'?: (string);
  'fullName'?: (string);
  'team'?: (string);
  'confirmed'?: (boolean);
  'era'?: (string);
  'whip'?: (string);
  'inningsPitched'?: (string);
  'strikeouts'?: (number);
  'walks'?: (number);
  'homeRuns'?: (number);
  'wins'?: (number);
  'losses'?: (number);
  'kPer_9'?: (number | string);
  'fip'?: (number | string);
  'gamesStarted'?: (number);
}

export interface Pitcher__Output {
  'id': (string);
  'fullName': (string);
  'team': (string);
  'confirmed': (boolean);
  'era': (string);
  'whip': (string);
  'inningsPitched': (string);
  'strikeouts': (number);
  'walks': (number);
  'homeRuns': (number);
  'wins': (number);
  'losses': (number);
  'kPer_9': (number);
  'fip': (number);
  'gamesStarted': (number);
}
