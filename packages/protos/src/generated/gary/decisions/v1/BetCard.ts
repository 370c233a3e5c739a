// Original file: gary/decisions/v1/decisions.proto

import type { RecentEntry as _gary_decisions_v1_RecentEntry, RecentEntry__Output as _gary_decisions_v1_RecentEntry__Output } from '../../../gary/decisions/v1/RecentEntry';
import type { LeagueBreakdown as _gary_decisions_v1_LeagueBreakdown, LeagueBreakdown__Output as _gary_decisions_v1_LeagueBreakdown__Output } from '../../../gary/decisions/v1/LeagueBreakdown';
import type { VsRidingAll as _gary_decisions_v1_VsRidingAll, VsRidingAll__Output as _gary_decisions_v1_VsRidingAll__Output } from '../../../gary/decisions/v1/VsRidingAll';
import type { Long } from '@grpc/proto-loader';

export interface BetCard {
  'userId'?: (string);
  'username'?: (string);
  'badge'?: (string);
  'rideCount'?: (number);
  'fadeCount'?: (number);
  'ridePct'?: (number);
  'fadePct'?: (number);
  'winCount'?: (number);
  'lossCount'?: (number);
  'pushCount'?: (number);
  'winRate'?: (number);
  'record'?: (string);
  'streak'?: (number);
  'streakDisplay'?: (string);
  'longestStreak'?: (number);
  'totalDecisions'?: (number);
  'recentResults'?: (_gary_decisions_v1_RecentEntry)[];
  'leagues'?: (_gary_decisions_v1_LeagueBreakdown)[];
  'vsRidingAll'?: (_gary_decisions_v1_VsRidingAll | null);
  'unitsWon'?: (number | string);
  'lastResult'?: (string);
  'version'?: (number | string | Long);
  'updatedAt'?: (string);
}

export interface BetCard__Output {
  'userId': (string);
  'username': (string);
  'badge': (string);
  'rideCount': (number);
  'fadeCount': (number);
  'ridePct': (number);
  'fadePct': (number);
  'winCount': (number);
  'lossCount': (number);
  'pushCount': (number);
  'winRate': (number);
  'record': (string);
  'streak': (number);
  'streakDisplay': (string);
  'longestStreak': (number);
  'totalDecisions': (number);
  'recentResults': (_gary_decisions_v1_RecentEntry__Output)[];
  'leagues': (_gary_decisions_v1_LeagueBreakdown__Output)[];
  'vsRidingAll': (_gary_decisions_v1_VsRidingAll__Output | null);
  'unitsWon': (number);
  'lastResult': (string);
  'version': (number);
  'updatedAt': (string);
}
