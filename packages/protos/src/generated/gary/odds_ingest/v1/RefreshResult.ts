// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface RefreshResult {
  'games'?: (number);
  'snapshots'?: (number);
  'creditsSpent'?: (number);
}

export interface RefreshResult__Output {
  'games': (number);
  'snapshots': (number);
  'creditsSpent': (number);
}
