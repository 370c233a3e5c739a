import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BoxScore as _gary_stats_ingest_v1_BoxScore, BoxScore__Output as _gary_stats_ingest_v1_BoxScore__Output } from './gary/stats_ingest/v1/BoxScore';
import type { BoxScoreRequest as _gary_stats_ingest_v1_BoxScoreRequest, BoxScoreRequest__Output as _gary_stats_ingest_v1_BoxScoreRequest__Output } from './gary/stats_ingest/v1/BoxScoreRequest';
import type { Injury as _gary_stats_ingest_v1_Injury, Injury__Output as _gary_stats_ingest_v1_Injury__Output } from './gary/stats_ingest/v1/Injury';
import type { KeyStat as _gary_stats_ingest_v1_KeyStat, KeyStat__Output as _gary_stats_ingest_v1_KeyStat__Output } from './gary/stats_ingest/v1/KeyStat';
import type { MatchupContext as _gary_stats_ingest_v1_MatchupContext, MatchupContext__Output as _gary_stats_ingest_v1_MatchupContext__Output } from './gary/stats_ingest/v1/MatchupContext';
import type { MatchupRequest as _gary_stats_ingest_v1_MatchupRequest, MatchupRequest__Output as _gary_stats_ingest_v1_MatchupRequest__Output } from './gary/stats_ingest/v1/MatchupRequest';
import type { Pitcher as _gary_stats_ingest_v1_Pitcher, Pitcher__Output as _gary_stats_ingest_v1_Pitcher__Output } from './gary/stats_ingest/v1/Pitcher';
import type { Pitchers as _gary_stats_ingest_v1_Pitchers, Pitchers__Output as _gary_stats_ingest_v1_Pitchers__Output } from './gary/stats_ingest/v1/Pitchers';
import type { PitchersRequest as _gary_stats_ingest_v1_PitchersRequest, PitchersRequest__Output as _gary_stats_ingest_v1_PitchersRequest__Output } from './gary/stats_ingest/v1/PitchersRequest';
import type { Player as _gary_stats_ingest_v1_Player, Player__Output as _gary_stats_ingest_v1_Player__Output } from './gary/stats_ingest/v1/Player';
import type { PlayerLine as _gary_stats_ingest_v1_PlayerLine, PlayerLine__Output as _gary_stats_ingest_v1_PlayerLine__Output } from './gary/stats_ingest/v1/PlayerLine';
import type { PriorStart as _gary_stats_ingest_v1_PriorStart, PriorStart__Output as _gary_stats_ingest_v1_PriorStart__Output } from './gary/stats_ingest/v1/PriorStart';
import type { SeriesState as _gary_stats_ingest_v1_SeriesState, SeriesState__Output as _gary_stats_ingest_v1_SeriesState__Output } from './gary/stats_ingest/v1/SeriesState';
import type { StatsIngestServiceClient as _gary_stats_ingest_v1_StatsIngestServiceClient, StatsIngestServiceDefinition as _gary_stats_ingest_v1_StatsIngestServiceDefinition } from './gary/stats_ingest/v1/StatsIngestService';
import type { TeamContext as _gary_stats_ingest_v1_TeamContext, TeamContext__Output as _gary_stats_ingest_v1_TeamContext__Output } from './gary/stats_ingest/v1/TeamContext';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  gary: {
    stats_ingest: {
      v1: {
        BoxScore: MessageTypeDefinition<_gary_stats_ingest_v1_BoxScore, _gary_stats_ingest_v1_BoxScore__Output>
        BoxScoreRequest: MessageTypeDefinition<_gary_stats_ingest_v1_BoxScoreRequest, _gary_stats_ingest_v1_BoxScoreRequest__Output>
        Injury: MessageTypeDefinition<_gary_stats_ingest_v1_Injury, _gary_stats_ingest_v1_Injury__Output>
        KeyStat: MessageTypeDefinition<_gary_stats_ingest_v1_KeyStat, _gary_stats_ingest_v1_KeyStat__Output>
        MatchupContext: MessageTypeDefinition<_gary_stats_ingest_v1_MatchupContext, _gary_stats_ingest_v1_MatchupContext__Output>
        MatchupRequest: MessageTypeDefinition<_gary_stats_ingest_v1_MatchupRequest, _gary_stats_ingest_v1_MatchupRequest__Output>
        Pitcher: MessageTypeDefinition<_gary_stats_ingest_v1_Pitcher, _gary_stats_ingest_v1_Pitcher__Output>
        Pitchers: MessageTypeDefinition<_gary_stats_ingest_v1_Pitchers, _gary_stats_ingest_v1_Pitchers__Output>
        PitchersRequest: MessageTypeDefinition<_gary_stats_ingest_v1_PitchersRequest, _gary_stats_ingest_v1_PitchersRequest__Output>
        Player: MessageTypeDefinition<_gary_stats_ingest_v1_Player, _gary_stats_ingest_v1_Player__Output>
        PlayerLine: MessageTypeDefinition<_gary_stats_ingest_v1_PlayerLine, _gary_stats_ingest_v1_PlayerLine__Output>
        PriorStart: MessageTypeDefinition<_gary_stats_ingest_v1_PriorStart, _gary_stats_ingest_v1_PriorStart__Output>
        SeriesState: MessageTypeDefinition<_gary_stats_ingest_v1_SeriesState, _gary_stats_ingest_v1_SeriesState__Output>
        StatsIngestService: SubtypeConstructor<typeof grpc.Client, _gary_stats_ingest_v1_StatsIngestServiceClient> & { service: _gary_stats_ingest_v1_StatsIngestServiceDefinition }
        TeamContext: MessageTypeDefinition<_gary_stats_ingest_v1_TeamContext, _gary_stats_ingest_v1_TeamContext__Output>
      }
    }
  }
}

