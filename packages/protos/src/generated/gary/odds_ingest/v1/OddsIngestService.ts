// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Empty as _gary_common_v1_Empty, Empty__Output as _gary_common_v1_Empty__Output } from '../../../gary/common/v1/Empty';
import type { EventOdds as _gary_odds_ingest_v1_EventOdds, EventOdds__Output as _gary_odds_ingest_v1_EventOdds__Output } from '../../../gary/odds_ingest/v1/EventOdds';
import type { GameScore as _gary_odds_ingest_v1_GameScore, GameScore__Output as _gary_odds_ingest_v1_GameScore__Output } from '../../../gary/odds_ingest/v1/GameScore';
import type { GetEventRequest as _gary_odds_ingest_v1_GetEventRequest, GetEventRequest__Output as _gary_odds_ingest_v1_GetEventRequest__Output } from '../../../gary/odds_ingest/v1/GetEventRequest';
import type { GetPropMarketsRequest as _gary_odds_ingest_v1_GetPropMarketsRequest, GetPropMarketsRequest__Output as _gary_odds_ingest_v1_GetPropMarketsRequest__Output } from '../../../gary/odds_ingest/v1/GetPropMarketsRequest';
import type { GetScoresRequest as _gary_odds_ingest_v1_GetScoresRequest, GetScoresRequest__Output as _gary_odds_ingest_v1_GetScoresRequest__Output } from '../../../gary/odds_ingest/v1/GetScoresRequest';
import type { GetSlateRequest as _gary_odds_ingest_v1_GetSlateRequest, GetSlateRequest__Output as _gary_odds_ingest_v1_GetSlateRequest__Output } from '../../../gary/odds_ingest/v1/GetSlateRequest';
import type { LineMovement as _gary_odds_ingest_v1_LineMovement, LineMovement__Output as _gary_odds_ingest_v1_LineMovement__Output } from '../../../gary/odds_ingest/v1/LineMovement';
import type { MoveLineRequest as _gary_odds_ingest_v1_MoveLineRequest, MoveLineRequest__Output as _gary_odds_ingest_v1_MoveLineRequest__Output } from '../../../gary/odds_ingest/v1/MoveLineRequest';
import type { PropMarkets as _gary_odds_ingest_v1_PropMarkets, PropMarkets__Output as _gary_odds_ingest_v1_PropMarkets__Output } from '../../../gary/odds_ingest/v1/PropMarkets';
import type { Quota as _gary_odds_ingest_v1_Quota, Quota__Output as _gary_odds_ingest_v1_Quota__Output } from '../../../gary/odds_ingest/v1/Quota';
import type { RefreshRequest as _gary_odds_ingest_v1_RefreshRequest, RefreshRequest__Output as _gary_odds_ingest_v1_RefreshRequest__Output } from '../../../gary/odds_ingest/v1/RefreshRequest';
import type { RefreshResult as _gary_odds_ingest_v1_RefreshResult, RefreshResult__Output as _gary_odds_ingest_v1_RefreshResult__Output } from '../../../gary/odds_ingest/v1/RefreshResult';
import type { Scores as _gary_odds_ingest_v1_Scores, Scores__Output as _gary_odds_ingest_v1_Scores__Output } from '../../../gary/odds_ingest/v1/Scores';
import type { Slate as _gary_odds_ingest_v1_Slate, Slate__Output as _gary_odds_ingest_v1_Slate__Output } from '../../../gary/odds_ingest/v1/Slate';

export interface OddsIngestServiceClient extends grpc.Client {
  FinishGame(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_GameScore__Output>): grpc.ClientUnaryCall;
  FinishGame(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_GameScore__Output>): grpc.ClientUnaryCall;
  FinishGame(argument: _gary_odds_ingest_v1_GetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_GameScore__Output>): grpc.ClientUnaryCall;
  FinishGame(argument: _gary_odds_ingest_v1_GetEventRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_GameScore__Output>): grpc.ClientUnaryCall;
  finishGame(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_GameScore__Output>): grpc.ClientUnaryCall;
  finishGame(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_GameScore__Output>): grpc.ClientUnaryCall;
  finishGame(argument: _gary_odds_ingest_v1_GetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_GameScore__Output>): grpc.ClientUnaryCall;
  finishGame(argument: _gary_odds_ingest_v1_GetEventRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_GameScore__Output>): grpc.ClientUnaryCall;
  
  GetEventOdds(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_EventOdds__Output>): grpc.ClientUnaryCall;
  GetEventOdds(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_EventOdds__Output>): grpc.ClientUnaryCall;
  GetEventOdds(argument: _gary_odds_ingest_v1_GetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_EventOdds__Output>): grpc.ClientUnaryCall;
  GetEventOdds(argument: _gary_odds_ingest_v1_GetEventRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_EventOdds__Output>): grpc.ClientUnaryCall;
  getEventOdds(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_EventOdds__Output>): grpc.ClientUnaryCall;
  getEventOdds(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_EventOdds__Output>): grpc.ClientUnaryCall;
  getEventOdds(argument: _gary_odds_ingest_v1_GetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_EventOdds__Output>): grpc.ClientUnaryCall;
  getEventOdds(argument: _gary_odds_ingest_v1_GetEventRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_EventOdds__Output>): grpc.ClientUnaryCall;
  
  GetLineMovement(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_LineMovement__Output>): grpc.ClientUnaryCall;
  GetLineMovement(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_LineMovement__Output>): grpc.ClientUnaryCall;
  GetLineMovement(argument: _gary_odds_ingest_v1_GetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_LineMovement__Output>): grpc.ClientUnaryCall;
  GetLineMovement(argument: _gary_odds_ingest_v1_GetEventRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_LineMovement__Output>): grpc.ClientUnaryCall;
  getLineMovement(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_LineMovement__Output>): grpc.ClientUnaryCall;
  getLineMovement(argument: _gary_odds_ingest_v1_GetEventRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_LineMovement__Output>): grpc.ClientUnaryCall;
  getLineMovement(argument: _gary_odds_ingest_v1_GetEventRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_LineMovement__Output>): grpc.ClientUnaryCall;
  getLineMovement(argument: _gary_odds_ingest_v1_GetEventRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_LineMovement__Output>): grpc.ClientUnaryCall;
  
  GetPropMarkets(argument: _gary_odds_ingest_v1_GetPropMarketsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_PropMarkets__Output>): grpc.ClientUnaryCall;
  GetPropMarkets(argument: _gary_odds_ingest_v1_GetPropMarketsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_PropMarkets__Output>): grpc.ClientUnaryCall;
  GetPropMarkets(argument: _gary_odds_ingest_v1_GetPropMarketsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_PropMarkets__Output>): grpc.ClientUnaryCall;
  GetPropMarkets(argument: _gary_odds_ingest_v1_GetPropMarketsRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_PropMarkets__Output>): grpc.ClientUnaryCall;
  getPropMarkets(argument: _gary_odds_ingest_v1_GetPropMarketsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_PropMarkets__Output>): grpc.ClientUnaryCall;
  getPropMarkets(argument: _gary_odds_ingest_v1_GetPropMarketsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_PropMarkets__Output>): grpc.ClientUnaryCall;
  getPropMarkets(argument: _gary_odds_ingest_v1_GetPropMarketsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_PropMarkets__Output>): grpc.ClientUnaryCall;
  getPropMarkets(argument: _gary_odds_ingest_v1_GetPropMarketsRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_PropMarkets__Output>): grpc.ClientUnaryCall;
  
  GetQuota(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Quota__Output>): grpc.ClientUnaryCall;
  GetQuota(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_Quota__Output>): grpc.ClientUnaryCall;
  GetQuota(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Quota__Output>): grpc.ClientUnaryCall;
  GetQuota(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_odds_ingest_v1_Quota__Output>): grpc.ClientUnaryCall;
  getQuota(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Quota__Output>): grpc.ClientUnaryCall;
  getQuota(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_Quota__Output>): grpc.ClientUnaryCall;
  getQuota(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Quota__Output>): grpc.ClientUnaryCall;
  getQuota(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_odds_ingest_v1_Quota__Output>): grpc.ClientUnaryCall;
  
  GetScores(argument: _gary_odds_ingest_v1_GetScoresRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Scores__Output>): grpc.ClientUnaryCall;
  GetScores(argument: _gary_odds_ingest_v1_GetScoresRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_Scores__Output>): grpc.ClientUnaryCall;
  GetScores(argument: _gary_odds_ingest_v1_GetScoresRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Scores__Output>): grpc.ClientUnaryCall;
  GetScores(argument: _gary_odds_ingest_v1_GetScoresRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_Scores__Output>): grpc.ClientUnaryCall;
  getScores(argument: _gary_odds_ingest_v1_GetScoresRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Scores__Output>): grpc.ClientUnaryCall;
  getScores(argument: _gary_odds_ingest_v1_GetScoresRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_Scores__Output>): grpc.ClientUnaryCall;
  getScores(argument: _gary_odds_ingest_v1_GetScoresRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Scores__Output>): grpc.ClientUnaryCall;
  getScores(argument: _gary_odds_ingest_v1_GetScoresRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_Scores__Output>): grpc.ClientUnaryCall;
  
  GetSlate(argument: _gary_odds_ingest_v1_GetSlateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Slate__Output>): grpc.ClientUnaryCall;
  GetSlate(argument: _gary_odds_ingest_v1_GetSlateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_Slate__Output>): grpc.ClientUnaryCall;
  GetSlate(argument: _gary_odds_ingest_v1_GetSlateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Slate__Output>): grpc.ClientUnaryCall;
  GetSlate(argument: _gary_odds_ingest_v1_GetSlateRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_Slate__Output>): grpc.ClientUnaryCall;
  getSlate(argument: _gary_odds_ingest_v1_GetSlateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Slate__Output>): grpc.ClientUnaryCall;
  getSlate(argument: _gary_odds_ingest_v1_GetSlateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_Slate__Output>): grpc.ClientUnaryCall;
  getSlate(argument: _gary_odds_ingest_v1_GetSlateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_Slate__Output>): grpc.ClientUnaryCall;
  getSlate(argument: _gary_odds_ingest_v1_GetSlateRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_Slate__Output>): grpc.ClientUnaryCall;
  
  MoveLine(argument: _gary_odds_ingest_v1_MoveLineRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  MoveLine(argument: _gary_odds_ingest_v1_MoveLineRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  MoveLine(argument: _gary_odds_ingest_v1_MoveLineRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  MoveLine(argument: _gary_odds_ingest_v1_MoveLineRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  moveLine(argument: _gary_odds_ingest_v1_MoveLineRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  moveLine(argument: _gary_odds_ingest_v1_MoveLineRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  moveLine(argument: _gary_odds_ingest_v1_MoveLineRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  moveLine(argument: _gary_odds_ingest_v1_MoveLineRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  
  RefreshOdds(argument: _gary_odds_ingest_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  RefreshOdds(argument: _gary_odds_ingest_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  RefreshOdds(argument: _gary_odds_ingest_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  RefreshOdds(argument: _gary_odds_ingest_v1_RefreshRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  refreshOdds(argument: _gary_odds_ingest_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  refreshOdds(argument: _gary_odds_ingest_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  refreshOdds(argument: _gary_odds_ingest_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  refreshOdds(argument: _gary_odds_ingest_v1_RefreshRequest, callback: grpc.requestCallback<_gary_odds_ingest_v1_RefreshResult__Output>): grpc.ClientUnaryCall;
  
}

export interface OddsIngestServiceHandlers extends grpc.UntypedServiceImplementation {
  FinishGame: grpc.handleUnaryCall<_gary_odds_ingest_v1_GetEventRequest__Output, _gary_odds_ingest_v1_GameScore>;
  
  GetEventOdds: grpc.handleUnaryCall<_gary_odds_ingest_v1_GetEventRequest__Output, _gary_odds_ingest_v1_EventOdds>;
  
  GetLineMovement: grpc.handleUnaryCall<_gary_odds_ingest_v1_GetEventRequest__Output, _gary_odds_ingest_v1_LineMovement>;
  
  GetPropMarkets: grpc.handleUnaryCall<_gary_odds_ingest_v1_GetPropMarketsRequest__Output, _gary_odds_ingest_v1_PropMarkets>;
  
  GetQuota: grpc.handleUnaryCall<_gary_common_v1_Empty__Output, _gary_odds_ingest_v1_Quota>;
  
  GetScores: grpc.handleUnaryCall<_gary_odds_ingest_v1_GetScoresRequest__Output, _gary_odds_ingest_v1_Scores>;
  
  GetSlate: grpc.handleUnaryCall<_gary_odds_ingest_v1_GetSlateRequest__Output, _gary_odds_ingest_v1_Slate>;
  
  MoveLine: grpc.handleUnaryCall<_gary_odds_ingest_v1_MoveLineRequest__Output, _gary_odds_ingest_v1_RefreshResult>;
  
  RefreshOdds: grpc.handleUnaryCall<_gary_odds_ingest_v1_RefreshRequest__Output, _gary_odds_ingest_v1_RefreshResult>;
  
}

export interface OddsIngestServiceDefinition extends grpc.ServiceDefinition {
  FinishGame: MethodDefinition<_gary_odds_ingest_v1_GetEventRequest, _gary_odds_ingest_v1_GameScore, _gary_odds_ingest_v1_GetEventRequest__Output, _gary_odds_ingest_v1_GameScore__Output>
  GetEventOdds: MethodDefinition<_gary_odds_ingest_v1_GetEventRequest, _gary_odds_ingest_v1_EventOdds, _gary_odds_ingest_v1_GetEventRequest__Output, _gary_odds_ingest_v1_EventOdds__Output>
  GetLineMovement: MethodDefinition<_gary_odds_ingest_v1_GetEventRequest, _gary_odds_ingest_v1_LineMovement, _gary_odds_ingest_v1_GetEventRequest__Output, _gary_odds_ingest_v1_LineMovement__Output>
  GetPropMarkets: MethodDefinition<_gary_odds_ingest_v1_GetPropMarketsRequest, _gary_odds_ingest_v1_PropMarkets, _gary_odds_ingest_v1_GetPropMarketsRequest__Output, _gary_odds_ingest_v1_PropMarkets__Output>
  GetQuota: MethodDefinition<_gary_common_v1_Empty, _gary_odds_ingest_v1_Quota, _gary_common_v1_Empty__Output, _gary_odds_ingest_v1_Quota__Output>
  GetScores: MethodDefinition<_gary_odds_ingest_v1_GetScoresRequest, _gary_odds_ingest_v1_Scores, _gary_odds_ingest_v1_GetScoresRequest__Output, _gary_odds_ingest_v1_Scores__Output>
  GetSlate: MethodDefinition<_gary_odds_ingest_v1_GetSlateRequest, _gary_odds_ingest_v1_Slate, _gary_odds_ingest_v1_GetSlateRequest__Output, _gary_odds_ingest_v1_Slate__Output>
  MoveLine: MethodDefinition<_gary_odds_ingest_v1_MoveLineRequest, _gary_odds_ingest_v1_RefreshResult, _gary_odds_ingest_v1_MoveLineRequest__Output, _gary_odds_ingest_v1_RefreshResult__Output>
  RefreshOdds: MethodDefinition<_gary_odds_ingest_v1_RefreshRequest, _gary_odds_ingest_v1_RefreshResult, _gary_odds_ingest_v1_RefreshRequest__Output, _gary_odds_ingest_v1_RefreshResult__Output>
}
