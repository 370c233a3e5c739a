// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface MatchupRequest {
  'sport'?: (string);
  'homeTeam'?: (string);
  'awayTeam'?: (string);
  'date'?: (string);
  'eventId'?: (string);
}

export interface MatchupRequest__Output {
  'sport': (string);
  'homeTeam': (string);
  'awayTeam': (string);
  'date': (string);
  'eventId': (string);
}
