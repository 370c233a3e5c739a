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
import type { BookPrice as _gary_odds_ingest_v1_BookPrice, BookPrice__Output as _gary_odds_ingest_v1_BookPrice__Output } from './gary/odds_ingest/v1/BookPrice';
import type { EventOdds as _gary_odds_ingest_v1_EventOdds, EventOdds__Output as _gary_odds_ingest_v1_EventOdds__Output } from './gary/odds_ingest/v1/EventOdds';
import type { GameOdds as _gary_odds_ingest_v1_GameOdds, GameOdds__Output as _gary_odds_ingest_v1_GameOdds__Output } from './gary/odds_ingest/v1/GameOdds';
import type { GameScore as _gary_odds_ingest_v1_GameScore, GameScore__Output as _gary_odds_ingest_v1_GameScore__Output } from './gary/odds_ingest/v1/GameScore';
import type { GetEventRequest as _gary_odds_ingest_v1_GetEventRequest, GetEventRequest__Output as _gary_odds_ingest_v1_GetEventRequest__Output } from './gary/odds_ingest/v1/GetEventRequest';
import type { GetPropMarketsRequest as _gary_odds_ingest_v1_GetPropMarketsRequest, GetPropMarketsRequest__Output as _gary_odds_ingest_v1_GetPropMarketsRequest__Output } from './gary/odds_ingest/v1/GetPropMarketsRequest';
import type { GetScoresRequest as _gary_odds_ingest_v1_GetScoresRequest, GetScoresRequest__Output as _gary_odds_ingest_v1_GetScoresRequest__Output } from './gary/odds_ingest/v1/GetScoresRequest';
import type { GetSlateRequest as _gary_odds_ingest_v1_GetSlateRequest, GetSlateRequest__Output as _gary_odds_ingest_v1_GetSlateRequest__Output } from './gary/odds_ingest/v1/GetSlateRequest';
import type { LineMovement as _gary_odds_ingest_v1_LineMovement, LineMovement__Output as _gary_odds_ingest_v1_LineMovement__Output } from './gary/odds_ingest/v1/LineMovement';
import type { MarketMovement as _gary_odds_ingest_v1_MarketMovement, MarketMovement__Output as _gary_odds_ingest_v1_MarketMovement__Output } from './gary/odds_ingest/v1/MarketMovement';
import type { MarketSummary as _gary_odds_ingest_v1_MarketSummary, MarketSummary__Output as _gary_odds_ingest_v1_MarketSummary__Output } from './gary/odds_ingest/v1/MarketSummary';
import type { MoveLineRequest as _gary_odds_ingest_v1_MoveLineRequest, MoveLineRequest__Output as _gary_odds_ingest_v1_MoveLineRequest__Output } from './gary/odds_ingest/v1/MoveLineRequest';
import type { MovementBook as _gary_odds_ingest_v1_MovementBook, MovementBook__Output as _gary_odds_ingest_v1_MovementBook__Output } from './gary/odds_ingest/v1/MovementBook';
import type { OddsIngestServiceClient as _gary_odds_ingest_v1_OddsIngestServiceClient, OddsIngestServiceDefinition as _gary_odds_ingest_v1_OddsIngestServiceDefinition } from './gary/odds_ingest/v1/OddsIngestService';
import type { PropMarkets as _gary_odds_ingest_v1_PropMarkets, PropMarkets__Output as _gary_odds_ingest_v1_PropMarkets__Output } from './gary/odds_ingest/v1/PropMarkets';
import type { PropOption as _gary_odds_ingest_v1_PropOption, PropOption__Output as _gary_odds_ingest_v1_PropOption__Output } from './gary/odds_ingest/v1/PropOption';
import type { Quota as _gary_odds_ingest_v1_Quota, Quota__Output as _gary_odds_ingest_v1_Quota__Output } from './gary/odds_ingest/v1/Quota';
import type { RecommendedBet as _gary_odds_ingest_v1_RecommendedBet, RecommendedBet__Output as _gary_odds_ingest_v1_RecommendedBet__Output } from './gary/odds_ingest/v1/RecommendedBet';
import type { RefreshRequest as _gary_odds_ingest_v1_RefreshRequest, RefreshRequest__Output as _gary_odds_ingest_v1_RefreshRequest__Output } from './gary/odds_ingest/v1/RefreshRequest';
import type { RefreshResult as _gary_odds_ingest_v1_RefreshResult, RefreshResult__Output as _gary_odds_ingest_v1_RefreshResult__Output } from './gary/odds_ingest/v1/RefreshResult';
import type { Scores as _gary_odds_ingest_v1_Scores, Scores__Output as _gary_odds_ingest_v1_Scores__Output } from './gary/odds_ingest/v1/Scores';
import type { SidePrice as _gary_odds_ingest_v1_SidePrice, SidePrice__Output as _gary_odds_ingest_v1_SidePrice__Output } from './gary/odds_ingest/v1/SidePrice';
import type { Slate as _gary_odds_ingest_v1_Slate, Slate__Output as _gary_odds_ingest_v1_Slate__Output } from './gary/odds_ingest/v1/Slate';

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
    odds_ingest: {
      v1: {
        BookPrice: MessageTypeDefinition<_gary_odds_ingest_v1_BookPrice, _gary_odds_ingest_v1_BookPrice__Output>
        EventOdds: MessageTypeDefinition<_gary_odds_ingest_v1_EventOdds, _gary_odds_ingest_v1_EventOdds__Output>
        GameOdds: MessageTypeDefinition<_gary_odds_ingest_v1_GameOdds, _gary_odds_ingest_v1_GameOdds__Output>
        GameScore: MessageTypeDefinition<_gary_odds_ingest_v1_GameScore, _gary_odds_ingest_v1_GameScore__Output>
        GetEventRequest: MessageTypeDefinition<_gary_odds_ingest_v1_GetEventRequest, _gary_odds_ingest_v1_GetEventRequest__Output>
        GetPropMarketsRequest: MessageTypeDefinition<_gary_odds_ingest_v1_GetPropMarketsRequest, _gary_odds_ingest_v1_GetPropMarketsRequest__Output>
        GetScoresRequest: MessageTypeDefinition<_gary_odds_ingest_v1_GetScoresRequest, _gary_odds_ingest_v1_GetScoresRequest__Output>
        GetSlateRequest: MessageTypeDefinition<_gary_odds_ingest_v1_GetSlateRequest, _gary_odds_ingest_v1_GetSlateRequest__Output>
        LineMovement: MessageTypeDefinition<_gary_odds_ingest_v1_LineMovement, _gary_odds_ingest_v1_LineMovement__Output>
        MarketMovement: MessageTypeDefinition<_gary_odds_ingest_v1_MarketMovement, _gary_odds_ingest_v1_MarketMovement__Output>
        MarketSummary: MessageTypeDefinition<_gary_odds_ingest_v1_MarketSummary, _gary_odds_ingest_v1_MarketSummary__Output>
        MoveLineRequest: MessageTypeDefinition<_gary_odds_ingest_v1_MoveLineRequest, _gary_odds_ingest_v1_MoveLineRequest__Output>
        MovementBook: MessageTypeDefinition<_gary_odds_ingest_v1_MovementBook, _gary_odds_ingest_v1_MovementBook__Output>
        OddsIngestService: SubtypeConstructor<typeof grpc.Client, _gary_odds_ingest_v1_OddsIngestServiceClient> & { service: _gary_odds_ingest_v1_OddsIngestServiceDefinition }
        PropMarkets: MessageTypeDefinition<_gary_odds_ingest_v1_PropMarkets, _gary_odds_ingest_v1_PropMarkets__Output>
        PropOption: MessageTypeDefinition<_gary_odds_ingest_v1_PropOption, _gary_odds_ingest_v1_PropOption__Output>
        Quota: MessageTypeDefinition<_gary_odds_ingest_v1_Quota, _gary_odds_ingest_v1_Quota__Output>
        RecommendedBet: MessageTypeDefinition<_gary_odds_ingest_v1_RecommendedBet, _gary_odds_ingest_v1_RecommendedBet__Output>
        RefreshRequest: MessageTypeDefinition<_gary_odds_ingest_v1_RefreshRequest, _gary_odds_ingest_v1_RefreshRequest__Output>
        RefreshResult: MessageTypeDefinition<_gary_odds_ingest_v1_RefreshResult, _gary_odds_ingest_v1_RefreshResult__Output>
        Scores: MessageTypeDefinition<_gary_odds_ingest_v1_Scores, _gary_odds_ingest_v1_Scores__Output>
        SidePrice: MessageTypeDefinition<_gary_odds_ingest_v1_SidePrice, _gary_odds_ingest_v1_SidePrice__Output>
        Slate: MessageTypeDefinition<_gary_odds_ingest_v1_Slate, _gary_odds_ingest_v1_Slate__Output>
      }
    }
  }
}

