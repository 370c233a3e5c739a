// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface SeriesState {
  'seriesFound'?: (boolean);
  'teamA'?: (string);
  'teamB'?: (string);
  'teamAWins'?: (number);
  'teamBWins'?: (number);
  'seriesStatus'?: (string);
  'eliminationGame'?: (boolean);
  'gameSeven'?: (boolean);
  'active'?: (boolean);
}

export interface SeriesState__Output {
  'seriesFound': (boolean);
  'teamA': (string);
  'teamB': (string);
  'teamAWins': (number);
  'teamBWins': (number);
  'seriesStatus': (string);
  'eliminationGame': (boolean);
  'gameSeven': (boolean);
  'active': (boolean);
}
