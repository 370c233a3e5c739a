// Original file: gary/props_engine/v1/props_engine.proto


export interface PropPick {
  'id'?: (string);
  'date'?: (string);
  'league'?: (string);
  'eventId'?: (string);
  'player'?: (string);
  'playerId'?: (string);
  'team'?: (string);
  'prop'?: (string);
  'propType'?: (string);
  'line'?: (number | string);
  'bet'?: (string);
  'odds'?: (number);
  'confidence'?: (number | string);
  'ev'?: (number | string);
  'analysis'?: (string)[];
  'matchup'?: (string);
  'time'?: (string);
  'gameTime'?: (string);
  'source'?: (string);
  'result'?: (string);
  'actualValue'?: (number | string);
  'pendingReason'?: (string);
}

export interface PropPick__Output {
  'id': (string);
  'date': (string);
  'league': (string);
  'eventId': (string);
  'player': (string);
  'playerId': (string);
  'team': (string);
  'prop': (string);
  'propType': (string);
  'line': (number);
  'bet': (string);
  'odds': (number);
  'confidence': (number);
  'ev': (number);
  'analysis': (string)[];
  'matchup': (string);
  'time': (string);
  'gameTime': (string);
  'source': (string);
  'result': (string);
  'actualValue': (number);
  'pendingReason': (string);
}
