// Original file: gary/pick_engine/v1/pick_engine.proto


export interface BookQuote {
  'book'?: (string);
  'title'?: (string);
  'line'?: (number | string);
  'price'?: (number);
  'best'?: (boolean);
}

export interface BookQuote__Output {
  'book': (string);
  'title': (string);
  'line': (number);
  'price': (number);
  'best': (boolean);
}
