import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BetTypeStat as _gary_common_v1_BetTypeStat, BetTypeStat__Output as _gary_common_v1_BetTypeStat__Output } from './gary/common/v1/BetTypeStat';
import type { Billfold as _gary_common_v1_Billfold, Billfold__Output as _gary_common_v1_Billfold__Output } from './gary/common/v1/Billfold';
import type { BillfoldRequest as _gary_common_v1_BillfoldRequest, BillfoldRequest__Output as _gary_common_v1_BillfoldRequest__Output } from './gary/common/v1/BillfoldRequest';
import type { CalibrationBucket as _gary_common_v1_CalibrationBucket, CalibrationBucket__Output as _gary_common_v1_CalibrationBucket__Output } from './gary/common/v1/CalibrationBucket';
import type { CallRecord as _gary_common_v1_CallRecord, CallRecord__Output as _gary_common_v1_CallRecord__Output } from './gary/common/v1/CallRecord';
import type { Caller as _gary_common_v1_Caller, Caller__Output as _gary_common_v1_Caller__Output } from './gary/common/v1/Caller';
import type { Empty as _gary_common_v1_Empty, Empty__Output as _gary_common_v1_Empty__Output } from './gary/common/v1/Empty';
import type { MostProfitable as _gary_common_v1_MostProfitable, MostProfitable__Output as _gary_common_v1_MostProfitable__Output } from './gary/common/v1/MostProfitable';
import type { ParlayRecord as _gary_common_v1_ParlayRecord, ParlayRecord__Output as _gary_common_v1_ParlayRecord__Output } from './gary/common/v1/ParlayRecord';
import type { PlayableHourBefore as _gary_common_v1_PlayableHourBefore, PlayableHourBefore__Output as _gary_common_v1_PlayableHourBefore__Output } from './gary/common/v1/PlayableHourBefore';
import type { RecentResult as _gary_common_v1_RecentResult, RecentResult__Output as _gary_common_v1_RecentResult__Output } from './gary/common/v1/RecentResult';
import type { Record as _gary_common_v1_Record, Record__Output as _gary_common_v1_Record__Output } from './gary/common/v1/Record';
import type { ScratchedPick as _gary_common_v1_ScratchedPick, ScratchedPick__Output as _gary_common_v1_ScratchedPick__Output } from './gary/common/v1/ScratchedPick';
import type { SportPerformance as _gary_common_v1_SportPerformance, SportPerformance__Output as _gary_common_v1_SportPerformance__Output } from './gary/common/v1/SportPerformance';
import type { TopWin as _gary_common_v1_TopWin, TopWin__Output as _gary_common_v1_TopWin__Output } from './gary/common/v1/TopWin';
import type { UnitsPoint as _gary_common_v1_UnitsPoint, UnitsPoint__Output as _gary_common_v1_UnitsPoint__Output } from './gary/common/v1/UnitsPoint';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  gary: {
    common: {
      v1: {
        BetTypeStat: MessageTypeDefinition<_gary_common_v1_BetTypeStat, _gary_common_v1_BetTypeStat__Output>
        Billfold: MessageTypeDefinition<_gary_common_v1_Billfold, _gary_common_v1_Billfold__Output>
        BillfoldRequest: MessageTypeDefinition<_gary_common_v1_BillfoldRequest, _gary_common_v1_BillfoldRequest__Output>
        CalibrationBucket: MessageTypeDefinition<_gary_common_v1_CalibrationBucket, _gary_common_v1_CalibrationBucket__Output>
        CallRecord: MessageTypeDefinition<_gary_common_v1_CallRecord, _gary_common_v1_CallRecord__Output>
        Caller: MessageTypeDefinition<_gary_common_v1_Caller, _gary_common_v1_Caller__Output>
        Empty: MessageTypeDefinition<_gary_common_v1_Empty, _gary_common_v1_Empty__Output>
        MostProfitable: MessageTypeDefinition<_gary_common_v1_MostProfitable, _gary_common_v1_MostProfitable__Output>
        ParlayRecord: MessageTypeDefinition<_gary_common_v1_ParlayRecord, _gary_common_v1_ParlayRecord__Output>
        PlayableHourBefore: MessageTypeDefinition<_gary_common_v1_PlayableHourBefore, _gary_common_v1_PlayableHourBefore__Output>
        RecentResult: MessageTypeDefinition<_gary_common_v1_RecentResult, _gary_common_v1_RecentResult__Output>
        Record: MessageTypeDefinition<_gary_common_v1_Record, _gary_common_v1_Record__Output>
        ScratchedPick: MessageTypeDefinition<_gary_common_v1_ScratchedPick, _gary_common_v1_ScratchedPick__Output>
        SportPerformance: MessageTypeDefinition<_gary_common_v1_SportPerformance, _gary_common_v1_SportPerformance__Output>
        TopWin: MessageTypeDefinition<_gary_common_v1_TopWin, _gary_common_v1_TopWin__Output>
        UnitsPoint: MessageTypeDefinition<_gary_common_v1_UnitsPoint, _gary_common_v1_UnitsPoint__Output>
      }
    }
  }
}

