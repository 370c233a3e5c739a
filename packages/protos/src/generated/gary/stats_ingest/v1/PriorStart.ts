// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface PriorStart {
  'date'?: (string);
  'gameId'?: (string);
  'opponent'?: (string);
  'isHome'?: (boolean);
  'inningsPitched'?: (number | string);
  'earnedRuns'?: (number);
  'runs'?: (number);
  'strikeouts'?: (number);
  'walks'?: (number);
  'hits'?: (number);
  'homeRuns'?: (number);
  'battersFaced'?: (number);
}

export interface PriorStart__Output {
  'date': (string);
  'gameId': (string);
  'opponent': (string);
  'isHome': (boolean);
  'inningsPitched': (number);
  'earnedRuns': (number);
  'runs': (number);
  'strikeouts': (number);
  'walks': (number);
  'hits': (number);
  'homeRuns': (number);
  'battersFaced': (number);
}
