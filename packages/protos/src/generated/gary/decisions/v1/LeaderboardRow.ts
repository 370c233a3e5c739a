// Original file: gary/decisions/v1/decisions.proto


export interface LeaderboardRow {
  'rank'?: (number);
  'id'?: (string);
  'username'?: (string);
  'avatar'?: (string);
  'totalDecisions'?: (number);
  'rideCount'?: (number);
  'fadeCount'?: (number);
  'correctDecisions'?: (number);
  'winRate'?: (number | string);
  'streak'?: (number);
  'preferredStrategy'?: (string);
  'gradedDecisions'?: (number);
}

export interface LeaderboardRow__Output {
  'rank': (number);
  'id': (string);
  'username': (string);
  'avatar': (string);
  'totalDecisions': (number);
  'rideCount': (number);
  'fadeCount': (number);
  'correctDecisions': (number);
  'winRate': (number);
  'streak': (number);
  'preferredStrategy': (string);
  'gradedDecisions': (number);
}
