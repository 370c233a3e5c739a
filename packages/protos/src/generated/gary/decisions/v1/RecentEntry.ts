// Original file: gary/decisions/v1/decisions.proto


export interface RecentEntry {
  'pickId'?: (string);
  'matchup'?: (string);
  'decision'?: (string);
  'timestamp'?: (string);
  'resultPending'?: (boolean);
  'pickResult'?: (string);
  'userCorrect'?: (boolean);
  'outcome'?: (string);
}

export interface RecentEntry__Output {
  'pickId': (string);
  'matchup': (string);
  'decision': (string);
  'timestamp': (string);
  'resultPending': (boolean);
  'pickResult': (string);
  'userCorrect': (boolean);
  'outcome': (string);
}
