// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface PlayerLine {
  'playerId'?: (string);
  'name'?: (string);
  'team'?: (string);
  'stats'?: ({[key: string]: number | string});
}

export interface PlayerLine__Output {
  'playerId': (string);
  'name': (string);
  'team': (string);
  'stats': ({[key: string]: number});
}
