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
import type { BookQuote as _gary_pick_engine_v1_BookQuote, BookQuote__Output as _gary_pick_engine_v1_BookQuote__Output } from './gary/pick_engine/v1/BookQuote';
import type { Card as _gary_pick_engine_v1_Card, Card__Output as _gary_pick_engine_v1_Card__Output } from './gary/pick_engine/v1/Card';
import type { Correction as _gary_pick_engine_v1_Correction, Correction__Output as _gary_pick_engine_v1_Correction__Output } from './gary/pick_engine/v1/Correction';
import type { Corrections as _gary_pick_engine_v1_Corrections, Corrections__Output as _gary_pick_engine_v1_Corrections__Output } from './gary/pick_engine/v1/Corrections';
import type { DailyParlay as _gary_pick_engine_v1_DailyParlay, DailyParlay__Output as _gary_pick_engine_v1_DailyParlay__Output } from './gary/pick_engine/v1/DailyParlay';
import type { DailyPicks as _gary_pick_engine_v1_DailyPicks, DailyPicks__Output as _gary_pick_engine_v1_DailyPicks__Output } from './gary/pick_engine/v1/DailyPicks';
import type { GameResult as _gary_pick_engine_v1_GameResult, GameResult__Output as _gary_pick_engine_v1_GameResult__Output } from './gary/pick_engine/v1/GameResult';
import type { GenerateRequest as _gary_pick_engine_v1_GenerateRequest, GenerateRequest__Output as _gary_pick_engine_v1_GenerateRequest__Output } from './gary/pick_engine/v1/GenerateRequest';
import type { GenerateResponse as _gary_pick_engine_v1_GenerateResponse, GenerateResponse__Output as _gary_pick_engine_v1_GenerateResponse__Output } from './gary/pick_engine/v1/GenerateResponse';
import type { GenerationStatus as _gary_pick_engine_v1_GenerationStatus, GenerationStatus__Output as _gary_pick_engine_v1_GenerationStatus__Output } from './gary/pick_engine/v1/GenerationStatus';
import type { GetDailyPicksRequest as _gary_pick_engine_v1_GetDailyPicksRequest, GetDailyPicksRequest__Output as _gary_pick_engine_v1_GetDailyPicksRequest__Output } from './gary/pick_engine/v1/GetDailyPicksRequest';
import type { GetLedgerConsistencyRequest as _gary_pick_engine_v1_GetLedgerConsistencyRequest, GetLedgerConsistencyRequest__Output as _gary_pick_engine_v1_GetLedgerConsistencyRequest__Output } from './gary/pick_engine/v1/GetLedgerConsistencyRequest';
import type { GetLedgerProofRequest as _gary_pick_engine_v1_GetLedgerProofRequest, GetLedgerProofRequest__Output as _gary_pick_engine_v1_GetLedgerProofRequest__Output } from './gary/pick_engine/v1/GetLedgerProofRequest';
import type { GetPickRequest as _gary_pick_engine_v1_GetPickRequest, GetPickRequest__Output as _gary_pick_engine_v1_GetPickRequest__Output } from './gary/pick_engine/v1/GetPickRequest';
import type { LedgerCheckpoint as _gary_pick_engine_v1_LedgerCheckpoint, LedgerCheckpoint__Output as _gary_pick_engine_v1_LedgerCheckpoint__Output } from './gary/pick_engine/v1/LedgerCheckpoint';
import type { LedgerCheckpoints as _gary_pick_engine_v1_LedgerCheckpoints, LedgerCheckpoints__Output as _gary_pick_engine_v1_LedgerCheckpoints__Output } from './gary/pick_engine/v1/LedgerCheckpoints';
import type { LedgerConsistency as _gary_pick_engine_v1_LedgerConsistency, LedgerConsistency__Output as _gary_pick_engine_v1_LedgerConsistency__Output } from './gary/pick_engine/v1/LedgerConsistency';
import type { LedgerKey as _gary_pick_engine_v1_LedgerKey, LedgerKey__Output as _gary_pick_engine_v1_LedgerKey__Output } from './gary/pick_engine/v1/LedgerKey';
import type { LedgerProof as _gary_pick_engine_v1_LedgerProof, LedgerProof__Output as _gary_pick_engine_v1_LedgerProof__Output } from './gary/pick_engine/v1/LedgerProof';
import type { LedgerTimestamp as _gary_pick_engine_v1_LedgerTimestamp, LedgerTimestamp__Output as _gary_pick_engine_v1_LedgerTimestamp__Output } from './gary/pick_engine/v1/LedgerTimestamp';
import type { LedgerTimestamps as _gary_pick_engine_v1_LedgerTimestamps, LedgerTimestamps__Output as _gary_pick_engine_v1_LedgerTimestamps__Output } from './gary/pick_engine/v1/LedgerTimestamps';
import type { ListCorrectionsRequest as _gary_pick_engine_v1_ListCorrectionsRequest, ListCorrectionsRequest__Output as _gary_pick_engine_v1_ListCorrectionsRequest__Output } from './gary/pick_engine/v1/ListCorrectionsRequest';
import type { ListLedgerCheckpointsRequest as _gary_pick_engine_v1_ListLedgerCheckpointsRequest, ListLedgerCheckpointsRequest__Output as _gary_pick_engine_v1_ListLedgerCheckpointsRequest__Output } from './gary/pick_engine/v1/ListLedgerCheckpointsRequest';
import type { ListResultsRequest as _gary_pick_engine_v1_ListResultsRequest, ListResultsRequest__Output as _gary_pick_engine_v1_ListResultsRequest__Output } from './gary/pick_engine/v1/ListResultsRequest';
import type { ListResultsResponse as _gary_pick_engine_v1_ListResultsResponse, ListResultsResponse__Output as _gary_pick_engine_v1_ListResultsResponse__Output } from './gary/pick_engine/v1/ListResultsResponse';
import type { Parlay as _gary_pick_engine_v1_Parlay, Parlay__Output as _gary_pick_engine_v1_Parlay__Output } from './gary/pick_engine/v1/Parlay';
import type { ParlayLeg as _gary_pick_engine_v1_ParlayLeg, ParlayLeg__Output as _gary_pick_engine_v1_ParlayLeg__Output } from './gary/pick_engine/v1/ParlayLeg';
import type { Pick as _gary_pick_engine_v1_Pick, Pick__Output as _gary_pick_engine_v1_Pick__Output } from './gary/pick_engine/v1/Pick';
import type { PickAnalysis as _gary_pick_engine_v1_PickAnalysis, PickAnalysis__Output as _gary_pick_engine_v1_PickAnalysis__Output } from './gary/pick_engine/v1/PickAnalysis';
import type { PickClaim as _gary_pick_engine_v1_PickClaim, PickClaim__Output as _gary_pick_engine_v1_PickClaim__Output } from './gary/pick_engine/v1/PickClaim';
import type { PickEngineServiceClient as _gary_pick_engine_v1_PickEngineServiceClient, PickEngineServiceDefinition as _gary_pick_engine_v1_PickEngineServiceDefinition } from './gary/pick_engine/v1/PickEngineService';
import type { PickStarter as _gary_pick_engine_v1_PickStarter, PickStarter__Output as _gary_pick_engine_v1_PickStarter__Output } from './gary/pick_engine/v1/PickStarter';
import type { ScratchGameRequest as _gary_pick_engine_v1_ScratchGameRequest, ScratchGameRequest__Output as _gary_pick_engine_v1_ScratchGameRequest__Output } from './gary/pick_engine/v1/ScratchGameRequest';
import type { ScratchGameResponse as _gary_pick_engine_v1_ScratchGameResponse, ScratchGameResponse__Output as _gary_pick_engine_v1_ScratchGameResponse__Output } from './gary/pick_engine/v1/ScratchGameResponse';
import type { SportProgress as _gary_pick_engine_v1_SportProgress, SportProgress__Output as _gary_pick_engine_v1_SportProgress__Output } from './gary/pick_engine/v1/SportProgress';
import type { StarterChange as _gary_pick_engine_v1_StarterChange, StarterChange__Output as _gary_pick_engine_v1_StarterChange__Output } from './gary/pick_engine/v1/StarterChange';
import type { TeamForm as _gary_pick_engine_v1_TeamForm, TeamForm__Output as _gary_pick_engine_v1_TeamForm__Output } from './gary/pick_engine/v1/TeamForm';

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
    pick_engine: {
      v1: {
        BookQuote: MessageTypeDefinition<_gary_pick_engine_v1_BookQuote, _gary_pick_engine_v1_BookQuote__Output>
        Card: MessageTypeDefinition<_gary_pick_engine_v1_Card, _gary_pick_engine_v1_Card__Output>
        Correction: MessageTypeDefinition<_gary_pick_engine_v1_Correction, _gary_pick_engine_v1_Correction__Output>
        Corrections: MessageTypeDefinition<_gary_pick_engine_v1_Corrections, _gary_pick_engine_v1_Corrections__Output>
        DailyParlay: MessageTypeDefinition<_gary_pick_engine_v1_DailyParlay, _gary_pick_engine_v1_DailyParlay__Output>
        DailyPicks: MessageTypeDefinition<_gary_pick_engine_v1_DailyPicks, _gary_pick_engine_v1_DailyPicks__Output>
        GameResult: MessageTypeDefinition<_gary_pick_engine_v1_GameResult, _gary_pick_engine_v1_GameResult__Output>
        GenerateRequest: MessageTypeDefinition<_gary_pick_engine_v1_GenerateRequest, _gary_pick_engine_v1_GenerateRequest__Output>
        GenerateResponse: MessageTypeDefinition<_gary_pick_engine_v1_GenerateResponse, _gary_pick_engine_v1_GenerateResponse__Output>
        GenerationStatus: MessageTypeDefinition<_gary_pick_engine_v1_GenerationStatus, _gary_pick_engine_v1_GenerationStatus__Output>
        GetDailyPicksRequest: MessageTypeDefinition<_gary_pick_engine_v1_GetDailyPicksRequest, _gary_pick_engine_v1_GetDailyPicksRequest__Output>
        GetLedgerConsistencyRequest: MessageTypeDefinition<_gary_pick_engine_v1_GetLedgerConsistencyRequest, _gary_pick_engine_v1_GetLedgerConsistencyRequest__Output>
        GetLedgerProofRequest: MessageTypeDefinition<_gary_pick_engine_v1_GetLedgerProofRequest, _gary_pick_engine_v1_GetLedgerProofRequest__Output>
        GetPickRequest: MessageTypeDefinition<_gary_pick_engine_v1_GetPickRequest, _gary_pick_engine_v1_GetPickRequest__Output>
        LedgerCheckpoint: MessageTypeDefinition<_gary_pick_engine_v1_LedgerCheckpoint, _gary_pick_engine_v1_LedgerCheckpoint__Output>
        LedgerCheckpoints: MessageTypeDefinition<_gary_pick_engine_v1_LedgerCheckpoints, _gary_pick_engine_v1_LedgerCheckpoints__Output>
        LedgerConsistency: MessageTypeDefinition<_gary_pick_engine_v1_LedgerConsistency, _gary_pick_engine_v1_LedgerConsistency__Output>
        LedgerKey: MessageTypeDefinition<_gary_pick_engine_v1_LedgerKey, _gary_pick_engine_v1_LedgerKey__Output>
        LedgerProof: MessageTypeDefinition<_gary_pick_engine_v1_LedgerProof, _gary_pick_engine_v1_LedgerProof__Output>
        LedgerTimestamp: MessageTypeDefinition<_gary_pick_engine_v1_LedgerTimestamp, _gary_pick_engine_v1_LedgerTimestamp__Output>
        LedgerTimestamps: MessageTypeDefinition<_gary_pick_engine_v1_LedgerTimestamps, _gary_pick_engine_v1_LedgerTimestamps__Output>
        ListCorrectionsRequest: MessageTypeDefinition<_gary_pick_engine_v1_ListCorrectionsRequest, _gary_pick_engine_v1_ListCorrectionsRequest__Output>
        ListLedgerCheckpointsRequest: MessageTypeDefinition<_gary_pick_engine_v1_ListLedgerCheckpointsRequest, _gary_pick_engine_v1_ListLedgerCheckpointsRequest__Output>
        ListResultsRequest: MessageTypeDefinition<_gary_pick_engine_v1_ListResultsRequest, _gary_pick_engine_v1_ListResultsRequest__Output>
        ListResultsResponse: MessageTypeDefinition<_gary_pick_engine_v1_ListResultsResponse, _gary_pick_engine_v1_ListResultsResponse__Output>
        Parlay: MessageTypeDefinition<_gary_pick_engine_v1_Parlay, _gary_pick_engine_v1_Parlay__Output>
        ParlayLeg: MessageTypeDefinition<_gary_pick_engine_v1_ParlayLeg, _gary_pick_engine_v1_ParlayLeg__Output>
        Pick: MessageTypeDefinition<_gary_pick_engine_v1_Pick, _gary_pick_engine_v1_Pick__Output>
        PickAnalysis: MessageTypeDefinition<_gary_pick_engine_v1_PickAnalysis, _gary_pick_engine_v1_PickAnalysis__Output>
        PickClaim: MessageTypeDefinition<_gary_pick_engine_v1_PickClaim, _gary_pick_engine_v1_PickClaim__Output>
        PickEngineService: SubtypeConstructor<typeof grpc.Client, _gary_pick_engine_v1_PickEngineServiceClient> & { service: _gary_pick_engine_v1_PickEngineServiceDefinition }
        PickStarter: MessageTypeDefinition<_gary_pick_engine_v1_PickStarter, _gary_pick_engine_v1_PickStarter__Output>
        ScratchGameRequest: MessageTypeDefinition<_gary_pick_engine_v1_ScratchGameRequest, _gary_pick_engine_v1_ScratchGameRequest__Output>
        ScratchGameResponse: MessageTypeDefinition<_gary_pick_engine_v1_ScratchGameResponse, _gary_pick_engine_v1_ScratchGameResponse__Output>
        SportProgress: MessageTypeDefinition<_gary_pick_engine_v1_SportProgress, _gary_pick_engine_v1_SportProgress__Output>
        StarterChange: MessageTypeDefinition<_gary_pick_engine_v1_StarterChange, _gary_pick_engine_v1_StarterChange__Output>
        TeamForm: MessageTypeDefinition<_gary_pick_engine_v1_TeamForm, _gary_pick_engine_v1_TeamForm__Output>
      }
    }
  }
}

