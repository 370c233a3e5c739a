// Original file: gary/decisions/v1/decisions.proto

import type { LeaderboardRow as _gary_decisions_v1_LeaderboardRow, LeaderboardRow__Output as _gary_decisions_v1_LeaderboardRow__Output } from '../../../gary/decisions/v1/LeaderboardRow';

export interface Leaderboard {
  'period'?: (string);
  'rows'?: (_gary_decisions_v1_LeaderboardRow)[];
  'me'?: (_gary_decisions_v1_LeaderboardRow | null);
}

export interface Leaderboard__Output {
  'period': (string);
  'rows': (_gary_decisions_v1_LeaderboardRow__Output)[];
  'me': (_gary_decisions_v1_LeaderboardRow__Output | null);
}
