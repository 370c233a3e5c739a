// Original file: gary/decisions/v1/decisions.proto


export interface LeaderboardRequest {
  'period'?: (string);
  'userId'?: (string);
  'limit'?: (number);
}

export interface LeaderboardRequest__Output {
  'period': (string);
  'userId': (string);
  'limit': (number);
}
