// Original file: gary/pick_engine/v1/pick_engine.proto


export interface ParlayLeg {
  'pickId'?: (string);
  'league'?: (string);
  'game'?: (string);
  'gameTime'?: (string);
  'pick'?: (string);
  'price'?: (number);
  'book'?: (string);
  'probability'?: (number | string);
  'result'?: (string);
}

export interface ParlayLeg__Output {
  'pickId': (string);
  'league': (string);
  'game': (string);
  'gameTime': (string);
  'pick': (string);
  'price': (number);
  'book': (string);
  'probability': (number);
  'result': (string);
}
