// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface Injury {
  'player'?: (string);
  'status'?: (string);
  'description'?: (string);
  'returnDate'?: (string);
}

export interface Injury__Output {
  'player': (string);
  'status': (string);
  'description': (string);
  'returnDate': (string);
}
