// Original file: gary/decisions/v1/decisions.proto


export interface LeagueBreakdown {
  'league'?: (string);
  'wins'?: (number);
  'losses'?: (number);
  'pushes'?: (number);
  'total'?: (number);
}

export interface LeagueBreakdown__Output {
  'league': (string);
  'wins': (number);
  'losses': (number);
  'pushes': (number);
  'total': (number);
}
