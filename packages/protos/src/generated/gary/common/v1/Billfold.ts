// Original file: gary/common/v1/common.proto

import type { Record as _gary_common_v1_Record, Record__Output as _gary_common_v1_Record__Output } from '../../../gary/common/v1/Record';
import type { TopWin as _gary_common_v1_TopWin, TopWin__Output as _gary_common_v1_TopWin__Output } from '../../../gary/common/v1/TopWin';
import type { RecentResult as _gary_common_v1_RecentResult, RecentResult__Output as _gary_common_v1_RecentResult__Output } from '../../../gary/common/v1/RecentResult';
import type { SportPerformance as _gary_common_v1_SportPerformance, SportPerformance__Output as _gary_common_v1_SportPerformance__Output } from '../../../gary/common/v1/SportPerformance';
import type { BetTypeStat as _gary_common_v1_BetTypeStat, BetTypeStat__Output as _gary_common_v1_BetTypeStat__Output } from '../../../gary/common/v1/BetTypeStat';
import type { MostProfitable as _gary_common_v1_MostProfitable, MostProfitable__Output as _gary_common_v1_MostProfitable__Output } from '../../../gary/common/v1/MostProfitable';
import type { UnitsPoint as _gary_common_v1_UnitsPoint, UnitsPoint__Output as _gary_common_v1_UnitsPoint__Output } from '../../../gary/common/v1/UnitsPoint';
import type { CalibrationBucket as _gary_common_v1_CalibrationBucket, CalibrationBucket__Output as _gary_common_v1_CalibrationBucket__Output } from '../../../gary/common/v1/CalibrationBucket';
import type { ScratchedPick as _gary_common_v1_ScratchedPick, ScratchedPick__Output as _gary_common_v1_ScratchedPick__Output } from '../../../gary/common/v1/ScratchedPick';
import type { ParlayRecord as _gary_common_v1_ParlayRecord, ParlayRecord__Output as _gary_common_v1_ParlayRecord__Output } from '../../../gary/common/v1/ParlayRecord';
import type { PlayableHourBefore as _gary_common_v1_PlayableHourBefore, PlayableHourBefore__Output as _gary_common_v1_PlayableHourBefore__Output } from '../../../gary/common/v1/PlayableHourBefore';
import type { CallRecord as _gary_common_v1_CallRecord, CallRecord__Output as _gary_common_v1_CallRecord__Output } from '../../../gary/common/v1/CallRecord';

export interface Billfold {
  'empty'?: (boolean);
  'record'?: (_gary_common_v1_Record | null);
  'yesterday'?: (_gary_common_v1_Record | null);
  'winRate'?: (number | string);
  'topWin'?: (_gary_common_v1_TopWin | null);
  'recent'?: (_gary_common_v1_RecentResult)[];
  'bySport'?: (_gary_common_v1_SportPerformance)[];
  'betTypes'?: (_gary_common_v1_BetTypeStat)[];
  'mostProfitable'?: (_gary_common_v1_MostProfitable | null);
  'unitsWon'?: (number | string);
  'roi'?: (number | string);
  'avgClv'?: (number | string);
  'unitsOverTime'?: (_gary_common_v1_UnitsPoint)[];
  'calibration'?: (_gary_common_v1_CalibrationBucket)[];
  'range'?: (string);
  'ledger'?: (string);
  'scratched'?: (_gary_common_v1_ScratchedPick)[];
  'parlay'?: (_gary_common_v1_ParlayRecord | null);
  'playable'?: (_gary_common_v1_PlayableHourBefore | null);
  'roiCi95'?: (number | string)[];
  'bets'?: (_gary_common_v1_CallRecord | null);
  'leans'?: (_gary_common_v1_CallRecord | null);
  '_avgClv'?: "avgClv";
}

export interface Billfold__Output {
  'empty': (boolean);
  'record': (_gary_common_v1_Record__Output | null);
  'yesterday': (_gary_common_v1_Record__Output | null);
  'winRate': (number);
  'topWin': (_gary_common_v1_TopWin__Output | null);
  'recent': (_gary_common_v1_RecentResult__Output)[];
  'bySport': (_gary_common_v1_SportPerformance__Output)[];
  'betTypes': (_gary_common_v1_BetTypeStat__Output)[];
  'mostProfitable': (_gary_common_v1_MostProfitable__Output | null);
  'unitsWon': (number);
  'roi': (number);
  'avgClv'?: (number);
  'unitsOverTime': (_gary_common_v1_UnitsPoint__Output)[];
  'calibration': (_gary_common_v1_CalibrationBucket__Output)[];
  'range': (string);
  'ledger': (string);
  'scratched': (_gary_common_v1_ScratchedPick__Output)[];
  'parlay': (_gary_common_v1_ParlayRecord__Output | null);
  'playable': (_gary_common_v1_PlayableHourBefore__Output | null);
  'roiCi95': (number)[];
  'bets': (_gary_common_v1_CallRecord__Output | null);
  'leans': (_gary_common_v1_CallRecord__Output | null);
  '_avgClv'?: "avgClv";
}
