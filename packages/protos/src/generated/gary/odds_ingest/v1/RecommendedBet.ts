// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface RecommendedBet {
  'market'?: (string);
  'recommendation'?: (string);
  'reason'?: (string);
  'confidence'?: (number | string);
}

export interface RecommendedBet__Output {
  'market': (string);
  'recommendation': (string);
  'reason': (string);
  'confidence': (number);
}
