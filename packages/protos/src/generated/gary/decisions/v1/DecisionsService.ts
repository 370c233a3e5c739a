// Original file: gary/decisions/v1/decisions.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BetCard as _gary_decisions_v1_BetCard, BetCard__Output as _gary_decisions_v1_BetCard__Output } from '../../../gary/decisions/v1/BetCard';
import type { CancelRaiseRequest as _gary_decisions_v1_CancelRaiseRequest, CancelRaiseRequest__Output as _gary_decisions_v1_CancelRaiseRequest__Output } from '../../../gary/decisions/v1/CancelRaiseRequest';
import type { DecideRequest as _gary_decisions_v1_DecideRequest, DecideRequest__Output as _gary_decisions_v1_DecideRequest__Output } from '../../../gary/decisions/v1/DecideRequest';
import type { DecideResponse as _gary_decisions_v1_DecideResponse, DecideResponse__Output as _gary_decisions_v1_DecideResponse__Output } from '../../../gary/decisions/v1/DecideResponse';
import type { GetMarkersRequest as _gary_decisions_v1_GetMarkersRequest, GetMarkersRequest__Output as _gary_decisions_v1_GetMarkersRequest__Output } from '../../../gary/decisions/v1/GetMarkersRequest';
import type { GetPlanRequest as _gary_decisions_v1_GetPlanRequest, GetPlanRequest__Output as _gary_decisions_v1_GetPlanRequest__Output } from '../../../gary/decisions/v1/GetPlanRequest';
import type { GetSpendRequest as _gary_decisions_v1_GetSpendRequest, GetSpendRequest__Output as _gary_decisions_v1_GetSpendRequest__Output } from '../../../gary/decisions/v1/GetSpendRequest';
import type { GetStatsRequest as _gary_decisions_v1_GetStatsRequest, GetStatsRequest__Output as _gary_decisions_v1_GetStatsRequest__Output } from '../../../gary/decisions/v1/GetStatsRequest';
import type { Leaderboard as _gary_decisions_v1_Leaderboard, Leaderboard__Output as _gary_decisions_v1_Leaderboard__Output } from '../../../gary/decisions/v1/Leaderboard';
import type { LeaderboardRequest as _gary_decisions_v1_LeaderboardRequest, LeaderboardRequest__Output as _gary_decisions_v1_LeaderboardRequest__Output } from '../../../gary/decisions/v1/LeaderboardRequest';
import type { ListMineRequest as _gary_decisions_v1_ListMineRequest, ListMineRequest__Output as _gary_decisions_v1_ListMineRequest__Output } from '../../../gary/decisions/v1/ListMineRequest';
import type { ListMineResponse as _gary_decisions_v1_ListMineResponse, ListMineResponse__Output as _gary_decisions_v1_ListMineResponse__Output } from '../../../gary/decisions/v1/ListMineResponse';
import type { Markers as _gary_decisions_v1_Markers, Markers__Output as _gary_decisions_v1_Markers__Output } from '../../../gary/decisions/v1/Markers';
import type { PlayPlan as _gary_decisions_v1_PlayPlan, PlayPlan__Output as _gary_decisions_v1_PlayPlan__Output } from '../../../gary/decisions/v1/PlayPlan';
import type { Spend as _gary_decisions_v1_Spend, Spend__Output as _gary_decisions_v1_Spend__Output } from '../../../gary/decisions/v1/Spend';
import type { UpdatePlanRequest as _gary_decisions_v1_UpdatePlanRequest, UpdatePlanRequest__Output as _gary_decisions_v1_UpdatePlanRequest__Output } from '../../../gary/decisions/v1/UpdatePlanRequest';

export interface DecisionsServiceClient extends grpc.Client {
  CancelRaise(argument: _gary_decisions_v1_CancelRaiseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  CancelRaise(argument: _gary_decisions_v1_CancelRaiseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  CancelRaise(argument: _gary_decisions_v1_CancelRaiseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  CancelRaise(argument: _gary_decisions_v1_CancelRaiseRequest, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  cancelRaise(argument: _gary_decisions_v1_CancelRaiseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  cancelRaise(argument: _gary_decisions_v1_CancelRaiseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  cancelRaise(argument: _gary_decisions_v1_CancelRaiseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  cancelRaise(argument: _gary_decisions_v1_CancelRaiseRequest, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  
  Decide(argument: _gary_decisions_v1_DecideRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_DecideResponse__Output>): grpc.ClientUnaryCall;
  Decide(argument: _gary_decisions_v1_DecideRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_DecideResponse__Output>): grpc.ClientUnaryCall;
  Decide(argument: _gary_decisions_v1_DecideRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_DecideResponse__Output>): grpc.ClientUnaryCall;
  Decide(argument: _gary_decisions_v1_DecideRequest, callback: grpc.requestCallback<_gary_decisions_v1_DecideResponse__Output>): grpc.ClientUnaryCall;
  decide(argument: _gary_decisions_v1_DecideRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_DecideResponse__Output>): grpc.ClientUnaryCall;
  decide(argument: _gary_decisions_v1_DecideRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_DecideResponse__Output>): grpc.ClientUnaryCall;
  decide(argument: _gary_decisions_v1_DecideRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_DecideResponse__Output>): grpc.ClientUnaryCall;
  decide(argument: _gary_decisions_v1_DecideRequest, callback: grpc.requestCallback<_gary_decisions_v1_DecideResponse__Output>): grpc.ClientUnaryCall;
  
  GetLeaderboard(argument: _gary_decisions_v1_LeaderboardRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Leaderboard__Output>): grpc.ClientUnaryCall;
  GetLeaderboard(argument: _gary_decisions_v1_LeaderboardRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_Leaderboard__Output>): grpc.ClientUnaryCall;
  GetLeaderboard(argument: _gary_decisions_v1_LeaderboardRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Leaderboard__Output>): grpc.ClientUnaryCall;
  GetLeaderboard(argument: _gary_decisions_v1_LeaderboardRequest, callback: grpc.requestCallback<_gary_decisions_v1_Leaderboard__Output>): grpc.ClientUnaryCall;
  getLeaderboard(argument: _gary_decisions_v1_LeaderboardRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Leaderboard__Output>): grpc.ClientUnaryCall;
  getLeaderboard(argument: _gary_decisions_v1_LeaderboardRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_Leaderboard__Output>): grpc.ClientUnaryCall;
  getLeaderboard(argument: _gary_decisions_v1_LeaderboardRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Leaderboard__Output>): grpc.ClientUnaryCall;
  getLeaderboard(argument: _gary_decisions_v1_LeaderboardRequest, callback: grpc.requestCallback<_gary_decisions_v1_Leaderboard__Output>): grpc.ClientUnaryCall;
  
  GetMarkers(argument: _gary_decisions_v1_GetMarkersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Markers__Output>): grpc.ClientUnaryCall;
  GetMarkers(argument: _gary_decisions_v1_GetMarkersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_Markers__Output>): grpc.ClientUnaryCall;
  GetMarkers(argument: _gary_decisions_v1_GetMarkersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Markers__Output>): grpc.ClientUnaryCall;
  GetMarkers(argument: _gary_decisions_v1_GetMarkersRequest, callback: grpc.requestCallback<_gary_decisions_v1_Markers__Output>): grpc.ClientUnaryCall;
  getMarkers(argument: _gary_decisions_v1_GetMarkersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Markers__Output>): grpc.ClientUnaryCall;
  getMarkers(argument: _gary_decisions_v1_GetMarkersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_Markers__Output>): grpc.ClientUnaryCall;
  getMarkers(argument: _gary_decisions_v1_GetMarkersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Markers__Output>): grpc.ClientUnaryCall;
  getMarkers(argument: _gary_decisions_v1_GetMarkersRequest, callback: grpc.requestCallback<_gary_decisions_v1_Markers__Output>): grpc.ClientUnaryCall;
  
  GetPlan(argument: _gary_decisions_v1_GetPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _gary_decisions_v1_GetPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _gary_decisions_v1_GetPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _gary_decisions_v1_GetPlanRequest, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _gary_decisions_v1_GetPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _gary_decisions_v1_GetPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _gary_decisions_v1_GetPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _gary_decisions_v1_GetPlanRequest, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  
  GetSpend(argument: _gary_decisions_v1_GetSpendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Spend__Output>): grpc.ClientUnaryCall;
  GetSpend(argument: _gary_decisions_v1_GetSpendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_Spend__Output>): grpc.ClientUnaryCall;
  GetSpend(argument: _gary_decisions_v1_GetSpendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Spend__Output>): grpc.ClientUnaryCall;
  GetSpend(argument: _gary_decisions_v1_GetSpendRequest, callback: grpc.requestCallback<_gary_decisions_v1_Spend__Output>): grpc.ClientUnaryCall;
  getSpend(argument: _gary_decisions_v1_GetSpendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Spend__Output>): grpc.ClientUnaryCall;
  getSpend(argument: _gary_decisions_v1_GetSpendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_Spend__Output>): grpc.ClientUnaryCall;
  getSpend(argument: _gary_decisions_v1_GetSpendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_Spend__Output>): grpc.ClientUnaryCall;
  getSpend(argument: _gary_decisions_v1_GetSpendRequest, callback: grpc.requestCallback<_gary_decisions_v1_Spend__Output>): grpc.ClientUnaryCall;
  
  GetStats(argument: _gary_decisions_v1_GetStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_BetCard__Output>): grpc.ClientUnaryCall;
  GetStats(argument: _gary_decisions_v1_GetStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_BetCard__Output>): grpc.ClientUnaryCall;
  GetStats(argument: _gary_decisions_v1_GetStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_BetCard__Output>): grpc.ClientUnaryCall;
  GetStats(argument: _gary_decisions_v1_GetStatsRequest, callback: grpc.requestCallback<_gary_decisions_v1_BetCard__Output>): grpc.ClientUnaryCall;
  getStats(argument: _gary_decisions_v1_GetStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_BetCard__Output>): grpc.ClientUnaryCall;
  getStats(argument: _gary_decisions_v1_GetStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_BetCard__Output>): grpc.ClientUnaryCall;
  getStats(argument: _gary_decisions_v1_GetStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_BetCard__Output>): grpc.ClientUnaryCall;
  getStats(argument: _gary_decisions_v1_GetStatsRequest, callback: grpc.requestCallback<_gary_decisions_v1_BetCard__Output>): grpc.ClientUnaryCall;
  
  ListMine(argument: _gary_decisions_v1_ListMineRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_ListMineResponse__Output>): grpc.ClientUnaryCall;
  ListMine(argument: _gary_decisions_v1_ListMineRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_ListMineResponse__Output>): grpc.ClientUnaryCall;
  ListMine(argument: _gary_decisions_v1_ListMineRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_ListMineResponse__Output>): grpc.ClientUnaryCall;
  ListMine(argument: _gary_decisions_v1_ListMineRequest, callback: grpc.requestCallback<_gary_decisions_v1_ListMineResponse__Output>): grpc.ClientUnaryCall;
  listMine(argument: _gary_decisions_v1_ListMineRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_ListMineResponse__Output>): grpc.ClientUnaryCall;
  listMine(argument: _gary_decisions_v1_ListMineRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_ListMineResponse__Output>): grpc.ClientUnaryCall;
  listMine(argument: _gary_decisions_v1_ListMineRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_ListMineResponse__Output>): grpc.ClientUnaryCall;
  listMine(argument: _gary_decisions_v1_ListMineRequest, callback: grpc.requestCallback<_gary_decisions_v1_ListMineResponse__Output>): grpc.ClientUnaryCall;
  
  UpdatePlan(argument: _gary_decisions_v1_UpdatePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _gary_decisions_v1_UpdatePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _gary_decisions_v1_UpdatePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _gary_decisions_v1_UpdatePlanRequest, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _gary_decisions_v1_UpdatePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _gary_decisions_v1_UpdatePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _gary_decisions_v1_UpdatePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _gary_decisions_v1_UpdatePlanRequest, callback: grpc.requestCallback<_gary_decisions_v1_PlayPlan__Output>): grpc.ClientUnaryCall;
  
}

export interface DecisionsServiceHandlers extends grpc.UntypedServiceImplementation {
  CancelRaise: grpc.handleUnaryCall<_gary_decisions_v1_CancelRaiseRequest__Output, _gary_decisions_v1_PlayPlan>;
  
  Decide: grpc.handleUnaryCall<_gary_decisions_v1_DecideRequest__Output, _gary_decisions_v1_DecideResponse>;
  
  GetLeaderboard: grpc.handleUnaryCall<_gary_decisions_v1_LeaderboardRequest__Output, _gary_decisions_v1_Leaderboard>;
  
  GetMarkers: grpc.handleUnaryCall<_gary_decisions_v1_GetMarkersRequest__Output, _gary_decisions_v1_Markers>;
  
  GetPlan: grpc.handleUnaryCall<_gary_decisions_v1_GetPlanRequest__Output, _gary_decisions_v1_PlayPlan>;
  
  GetSpend: grpc.handleUnaryCall<_gary_decisions_v1_GetSpendRequest__Output, _gary_decisions_v1_Spend>;
  
  GetStats: grpc.handleUnaryCall<_gary_decisions_v1_GetStatsRequest__Output, _gary_decisions_v1_BetCard>;
  
  ListMine: grpc.handleUnaryCall<_gary_decisions_v1_ListMineRequest__Output, _gary_decisions_v1_ListMineResponse>;
  
  UpdatePlan: grpc.handleUnaryCall<_gary_decisions_v1_UpdatePlanRequest__Output, _gary_decisions_v1_PlayPlan>;
  
}

export interface DecisionsServiceDefinition extends grpc.ServiceDefinition {
  CancelRaise: MethodDefinition<_gary_decisions_v1_CancelRaiseRequest, _gary_decisions_v1_PlayPlan, _gary_decisions_v1_CancelRaiseRequest__Output, _gary_decisions_v1_PlayPlan__Output>
  Decide: MethodDefinition<_gary_decisions_v1_DecideRequest, _gary_decisions_v1_DecideResponse, _gary_decisions_v1_DecideRequest__Output, _gary_decisions_v1_DecideResponse__Output>
  GetLeaderboard: MethodDefinition<_gary_decisions_v1_LeaderboardRequest, _gary_decisions_v1_Leaderboard, _gary_decisions_v1_LeaderboardRequest__Output, _gary_decisions_v1_Leaderboard__Output>
  GetMarkers: MethodDefinition<_gary_decisions_v1_GetMarkersRequest, _gary_decisions_v1_Markers, _gary_decisions_v1_GetMarkersRequest__Output, _gary_decisions_v1_Markers__Output>
  GetPlan: MethodDefinition<_gary_decisions_v1_GetPlanRequest, _gary_decisions_v1_PlayPlan, _gary_decisions_v1_GetPlanRequest__Output, _gary_decisions_v1_PlayPlan__Output>
  GetSpend: MethodDefinition<_gary_decisions_v1_GetSpendRequest, _gary_decisions_v1_Spend, _gary_decisions_v1_GetSpendRequest__Output, _gary_decisions_v1_Spend__Output>
  GetStats: MethodDefinition<_gary_decisions_v1_GetStatsRequest, _gary_decisions_v1_BetCard, _gary_decisions_v1_GetStatsRequest__Output, _gary_decisions_v1_BetCard__Output>
  ListMine: MethodDefinition<_gary_decisions_v1_ListMineRequest, _gary_decisions_v1_ListMineResponse, _gary_decisions_v1_ListMineRequest__Output, _gary_decisions_v1_ListMineResponse__Output>
  UpdatePlan: MethodDefinition<_gary_decisions_v1_UpdatePlanRequest, _gary_decisions_v1_PlayPlan, _gary_decisions_v1_UpdatePlanRequest__Output, _gary_decisions_v1_PlayPlan__Output>
}
