// Original file: gary/common/v1/common.proto


export interface ScratchedPick {
  'date'?: (string);
  'sport'?: (string);
  'matchup'?: (string);
  'reason'?: (string);
  'kind'?: (string);
}

export interface ScratchedPick__Output {
  'date': (string);
  'sport': (string);
  'matchup': (string);
  'reason': (string);
  'kind': (string);
}
