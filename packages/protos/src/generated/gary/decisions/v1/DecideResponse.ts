// Original file: gary/decisions/v1/decisions.proto


export interface DecideResponse {
  'success'?: (boolean);
  'error'?: (string);
  'existingDecision'?: (string);
  'outcome'?: (string);
}

export interface DecideResponse__Output {
  'success': (boolean);
  'error': (string);
  'existingDecision': (string);
  'outcome': (string);
}
