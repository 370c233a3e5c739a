// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface BoxScoreRequest {
  'sport'?: (string);
  'eventId'?: (string);
  'homeTeam'?: (string);
  'awayTeam'?: (string);
  'date'?: (string);
}

export interface BoxScoreRequest__Output {
  'sport': (string);
  'eventId': (string);
  'homeTeam': (string);
  'awayTeam': (string);
  'date': (string);
}
