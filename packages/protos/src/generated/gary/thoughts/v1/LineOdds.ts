// Original file: gary/thoughts/v1/thoughts.proto


export interface LineOdds {
  'line'?: (number | string);
  'odds'?: (number);
}

export interface LineOdds__Output {
  'line': (number);
  'odds': (number);
}
