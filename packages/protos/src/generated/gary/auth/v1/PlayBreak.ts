// Original file: gary/auth/v1/auth.proto


export interface PlayBreak {
  'kind'?: (string);
  'period'?: (string);
  'startedAt'?: (string);
  'endsAt'?: (string);
  'endedAt'?: (string);
  'endReason'?: (string);
}

export interface PlayBreak__Output {
  'kind': (string);
  'period': (string);
  'startedAt': (string);
  'endsAt': (string);
  'endedAt': (string);
  'endReason': (string);
}
