import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BetCard as _gary_decisions_v1_BetCard, BetCard__Output as _gary_decisions_v1_BetCard__Output } from './gary/decisions/v1/BetCard';
import type { CancelRaiseRequest as _gary_decisions_v1_CancelRaiseRequest, CancelRaiseRequest__Output as _gary_decisions_v1_CancelRaiseRequest__Output } from './gary/decisions/v1/CancelRaiseRequest';
import type { DecideRequest as _gary_decisions_v1_DecideRequest, DecideRequest__Output as _gary_decisions_v1_DecideRequest__Output } from './gary/decisions/v1/DecideRequest';
import type { DecideResponse as _gary_decisions_v1_DecideResponse, DecideResponse__Output as _gary_decisions_v1_DecideResponse__Output } from './gary/decisions/v1/DecideResponse';
import type { Decision as _gary_decisions_v1_Decision, Decision__Output as _gary_decisions_v1_Decision__Output } from './gary/decisions/v1/Decision';
import type { DecisionPick as _gary_decisions_v1_DecisionPick, DecisionPick__Output as _gary_decisions_v1_DecisionPick__Output } from './gary/decisions/v1/DecisionPick';
import type { DecisionsServiceClient as _gary_decisions_v1_DecisionsServiceClient, DecisionsServiceDefinition as _gary_decisions_v1_DecisionsServiceDefinition } from './gary/decisions/v1/DecisionsService';
import type { GetMarkersRequest as _gary_decisions_v1_GetMarkersRequest, GetMarkersRequest__Output as _gary_decisions_v1_GetMarkersRequest__Output } from './gary/decisions/v1/GetMarkersRequest';
import type { GetPlanRequest as _gary_decisions_v1_GetPlanRequest, GetPlanRequest__Output as _gary_decisions_v1_GetPlanRequest__Output } from './gary/decisions/v1/GetPlanRequest';
import type { GetSpendRequest as _gary_decisions_v1_GetSpendRequest, GetSpendRequest__Output as _gary_decisions_v1_GetSpendRequest__Output } from './gary/decisions/v1/GetSpendRequest';
import type { GetStatsRequest as _gary_decisions_v1_GetStatsRequest, GetStatsRequest__Output as _gary_decisions_v1_GetStatsRequest__Output } from './gary/decisions/v1/GetStatsRequest';
import type { HarmMarker as _gary_decisions_v1_HarmMarker, HarmMarker__Output as _gary_decisions_v1_HarmMarker__Output } from './gary/decisions/v1/HarmMarker';
import type { Leaderboard as _gary_decisions_v1_Leaderboard, Leaderboard__Output as _gary_decisions_v1_Leaderboard__Output } from './gary/decisions/v1/Leaderboard';
import type { LeaderboardRequest as _gary_decisions_v1_LeaderboardRequest, LeaderboardRequest__Output as _gary_decisions_v1_LeaderboardRequest__Output } from './gary/decisions/v1/LeaderboardRequest';
import type { LeaderboardRow as _gary_decisions_v1_LeaderboardRow, LeaderboardRow__Output as _gary_decisions_v1_LeaderboardRow__Output } from './gary/decisions/v1/LeaderboardRow';
import type { LeagueBreakdown as _gary_decisions_v1_LeagueBreakdown, LeagueBreakdown__Output as _gary_decisions_v1_LeagueBreakdown__Output } from './gary/decisions/v1/LeagueBreakdown';
import type { LimitChange as _gary_decisions_v1_LimitChange, LimitChange__Output as _gary_decisions_v1_LimitChange__Output } from './gary/decisions/v1/LimitChange';
import type { ListMineRequest as _gary_decisions_v1_ListMineRequest, ListMineRequest__Output as _gary_decisions_v1_ListMineRequest__Output } from './gary/decisions/v1/ListMineRequest';
import type { ListMineResponse as _gary_decisions_v1_ListMineResponse, ListMineResponse__Output as _gary_decisions_v1_ListMineResponse__Output } from './gary/decisions/v1/ListMineResponse';
import type { Markers as _gary_decisions_v1_Markers, Markers__Output as _gary_decisions_v1_Markers__Output } from './gary/decisions/v1/Markers';
import type { PlayLimit as _gary_decisions_v1_PlayLimit, PlayLimit__Output as _gary_decisions_v1_PlayLimit__Output } from './gary/decisions/v1/PlayLimit';
import type { PlayPlan as _gary_decisions_v1_PlayPlan, PlayPlan__Output as _gary_decisions_v1_PlayPlan__Output } from './gary/decisions/v1/PlayPlan';
import type { RecentEntry as _gary_decisions_v1_RecentEntry, RecentEntry__Output as _gary_decisions_v1_RecentEntry__Output } from './gary/decisions/v1/RecentEntry';
import type { Spend as _gary_decisions_v1_Spend, Spend__Output as _gary_decisions_v1_Spend__Output } from './gary/decisions/v1/Spend';
import type { SpendBucket as _gary_decisions_v1_SpendBucket, SpendBucket__Output as _gary_decisions_v1_SpendBucket__Output } from './gary/decisions/v1/SpendBucket';
import type { UpdatePlanRequest as _gary_decisions_v1_UpdatePlanRequest, UpdatePlanRequest__Output as _gary_decisions_v1_UpdatePlanRequest__Output } from './gary/decisions/v1/UpdatePlanRequest';
import type { VsRidingAll as _gary_decisions_v1_VsRidingAll, VsRidingAll__Output as _gary_decisions_v1_VsRidingAll__Output } from './gary/decisions/v1/VsRidingAll';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  gary: {
    decisions: {
      v1: {
        BetCard: MessageTypeDefinition<_gary_decisions_v1_BetCard, _gary_decisions_v1_BetCard__Output>
        CancelRaiseRequest: MessageTypeDefinition<_gary_decisions_v1_CancelRaiseRequest, _gary_decisions_v1_CancelRaiseRequest__Output>
        DecideRequest: MessageTypeDefinition<_gary_decisions_v1_DecideRequest, _gary_decisions_v1_DecideRequest__Output>
        DecideResponse: MessageTypeDefinition<_gary_decisions_v1_DecideResponse, _gary_decisions_v1_DecideResponse__Output>
        Decision: MessageTypeDefinition<_gary_decisions_v1_Decision, _gary_decisions_v1_Decision__Output>
        DecisionPick: MessageTypeDefinition<_gary_decisions_v1_DecisionPick, _gary_decisions_v1_DecisionPick__Output>
        DecisionsService: SubtypeConstructor<typeof grpc.Client, _gary_decisions_v1_DecisionsServiceClient> & { service: _gary_decisions_v1_DecisionsServiceDefinition }
        GetMarkersRequest: MessageTypeDefinition<_gary_decisions_v1_GetMarkersRequest, _gary_decisions_v1_GetMarkersRequest__Output>
        GetPlanRequest: MessageTypeDefinition<_gary_decisions_v1_GetPlanRequest, _gary_decisions_v1_GetPlanRequest__Output>
        GetSpendRequest: MessageTypeDefinition<_gary_decisions_v1_GetSpendRequest, _gary_decisions_v1_GetSpendRequest__Output>
        GetStatsRequest: MessageTypeDefinition<_gary_decisions_v1_GetStatsRequest, _gary_decisions_v1_GetStatsRequest__Output>
        HarmMarker: MessageTypeDefinition<_gary_decisions_v1_HarmMarker, _gary_decisions_v1_HarmMarker__Output>
        Leaderboard: MessageTypeDefinition<_gary_decisions_v1_Leaderboard, _gary_decisions_v1_Leaderboard__Output>
        LeaderboardRequest: MessageTypeDefinition<_gary_decisions_v1_LeaderboardRequest, _gary_decisions_v1_LeaderboardRequest__Output>
        LeaderboardRow: MessageTypeDefinition<_gary_decisions_v1_LeaderboardRow, _gary_decisions_v1_LeaderboardRow__Output>
        LeagueBreakdown: MessageTypeDefinition<_gary_decisions_v1_LeagueBreakdown, _gary_decisions_v1_LeagueBreakdown__Output>
        LimitChange: MessageTypeDefinition<_gary_decisions_v1_LimitChange, _gary_decisions_v1_LimitChange__Output>
        ListMineRequest: MessageTypeDefinition<_gary_decisions_v1_ListMineRequest, _gary_decisions_v1_ListMineRequest__Output>
        ListMineResponse: MessageTypeDefinition<_gary_decisions_v1_ListMineResponse, _gary_decisions_v1_ListMineResponse__Output>
        Markers: MessageTypeDefinition<_gary_decisions_v1_Markers, _gary_decisions_v1_Markers__Output>
        PlayLimit: MessageTypeDefinition<_gary_decisions_v1_PlayLimit, _gary_decisions_v1_PlayLimit__Output>
        PlayPlan: MessageTypeDefinition<_gary_decisions_v1_PlayPlan, _gary_decisions_v1_PlayPlan__Output>
        RecentEntry: MessageTypeDefinition<_gary_decisions_v1_RecentEntry, _gary_decisions_v1_RecentEntry__Output>
        Spend: MessageTypeDefinition<_gary_decisions_v1_Spend, _gary_decisions_v1_Spend__Output>
        SpendBucket: MessageTypeDefinition<_gary_decisions_v1_SpendBucket, _gary_decisions_v1_SpendBucket__Output>
        UpdatePlanRequest: MessageTypeDefinition<_gary_decisions_v1_UpdatePlanRequest, _gary_decisions_v1_UpdatePlanRequest__Output>
        VsRidingAll: MessageTypeDefinition<_gary_decisions_v1_VsRidingAll, _gary_decisions_v1_VsRidingAll__Output>
      }
    }
  }
}

