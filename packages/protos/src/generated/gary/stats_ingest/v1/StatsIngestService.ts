// Original file: gary/stats_ingest/v1/stats_ingest.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BoxScore as _gary_stats_ingest_v1_BoxScore, BoxScore__Output as _gary_stats_ingest_v1_BoxScore__Output } from '../../../gary/stats_ingest/v1/BoxScore';
import type { BoxScoreRequest as _gary_stats_ingest_v1_BoxScoreRequest, BoxScoreRequest__Output as _gary_stats_ingest_v1_BoxScoreRequest__Output } from '../../../gary/stats_ingest/v1/BoxScoreRequest';
import type { MatchupContext as _gary_stats_ingest_v1_MatchupContext, MatchupContext__Output as _gary_stats_ingest_v1_MatchupContext__Output } from '../../../gary/stats_ingest/v1/MatchupContext';
import type { MatchupRequest as _gary_stats_ingest_v1_MatchupRequest, MatchupRequest__Output as _gary_stats_ingest_v1_MatchupRequest__Output } from '../../../gary/stats_ingest/v1/MatchupRequest';
import type { Pitchers as _gary_stats_ingest_v1_Pitchers, Pitchers__Output as _gary_stats_ingest_v1_Pitchers__Output } from '../../../gary/stats_ingest/v1/Pitchers';
import type { PitchersRequest as _gary_stats_ingest_v1_PitchersRequest, PitchersRequest__Output as _gary_stats_ingest_v1_PitchersRequest__Output } from '../../../gary/stats_ingest/v1/PitchersRequest';

export interface StatsIngestServiceClient extends grpc.Client {
  GetBoxScore(argument: _gary_stats_ingest_v1_BoxScoreRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_BoxScore__Output>): grpc.ClientUnaryCall;
  GetBoxScore(argument: _gary_stats_ingest_v1_BoxScoreRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_stats_ingest_v1_BoxScore__Output>): grpc.ClientUnaryCall;
  GetBoxScore(argument: _gary_stats_ingest_v1_BoxScoreRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_BoxScore__Output>): grpc.ClientUnaryCall;
  GetBoxScore(argument: _gary_stats_ingest_v1_BoxScoreRequest, callback: grpc.requestCallback<_gary_stats_ingest_v1_BoxScore__Output>): grpc.ClientUnaryCall;
  getBoxScore(argument: _gary_stats_ingest_v1_BoxScoreRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_BoxScore__Output>): grpc.ClientUnaryCall;
  getBoxScore(argument: _gary_stats_ingest_v1_BoxScoreRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_stats_ingest_v1_BoxScore__Output>): grpc.ClientUnaryCall;
  getBoxScore(argument: _gary_stats_ingest_v1_BoxScoreRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_BoxScore__Output>): grpc.ClientUnaryCall;
  getBoxScore(argument: _gary_stats_ingest_v1_BoxScoreRequest, callback: grpc.requestCallback<_gary_stats_ingest_v1_BoxScore__Output>): grpc.ClientUnaryCall;
  
  GetMatchupContext(argument: _gary_stats_ingest_v1_MatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_MatchupContext__Output>): grpc.ClientUnaryCall;
  GetMatchupContext(argument: _gary_stats_ingest_v1_MatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_stats_ingest_v1_MatchupContext__Output>): grpc.ClientUnaryCall;
  GetMatchupContext(argument: _gary_stats_ingest_v1_MatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_MatchupContext__Output>): grpc.ClientUnaryCall;
  GetMatchupContext(argument: _gary_stats_ingest_v1_MatchupRequest, callback: grpc.requestCallback<_gary_stats_ingest_v1_MatchupContext__Output>): grpc.ClientUnaryCall;
  getMatchupContext(argument: _gary_stats_ingest_v1_MatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_MatchupContext__Output>): grpc.ClientUnaryCall;
  getMatchupContext(argument: _gary_stats_ingest_v1_MatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_stats_ingest_v1_MatchupContext__Output>): grpc.ClientUnaryCall;
  getMatchupContext(argument: _gary_stats_ingest_v1_MatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_MatchupContext__Output>): grpc.ClientUnaryCall;
  getMatchupContext(argument: _gary_stats_ingest_v1_MatchupRequest, callback: grpc.requestCallback<_gary_stats_ingest_v1_MatchupContext__Output>): grpc.ClientUnaryCall;
  
  GetPitchers(argument: _gary_stats_ingest_v1_PitchersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_Pitchers__Output>): grpc.ClientUnaryCall;
  GetPitchers(argument: _gary_stats_ingest_v1_PitchersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_stats_ingest_v1_Pitchers__Output>): grpc.ClientUnaryCall;
  GetPitchers(argument: _gary_stats_ingest_v1_PitchersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_Pitchers__Output>): grpc.ClientUnaryCall;
  GetPitchers(argument: _gary_stats_ingest_v1_PitchersRequest, callback: grpc.requestCallback<_gary_stats_ingest_v1_Pitchers__Output>): grpc.ClientUnaryCall;
  getPitchers(argument: _gary_stats_ingest_v1_PitchersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_Pitchers__Output>): grpc.ClientUnaryCall;
  getPitchers(argument: _gary_stats_ingest_v1_PitchersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_stats_ingest_v1_Pitchers__Output>): grpc.ClientUnaryCall;
  getPitchers(argument: _gary_stats_ingest_v1_PitchersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_stats_ingest_v1_Pitchers__Output>): grpc.ClientUnaryCall;
  getPitchers(argument: _gary_stats_ingest_v1_PitchersRequest, callback: grpc.requestCallback<_gary_stats_ingest_v1_Pitchers__Output>): grpc.ClientUnaryCall;
  
}

export interface StatsIngestServiceHandlers extends grpc.UntypedServiceImplementation {
  GetBoxScore: grpc.handleUnaryCall<_gary_stats_ingest_v1_BoxScoreRequest__Output, _gary_stats_ingest_v1_BoxScore>;
  
  GetMatchupContext: grpc.handleUnaryCall<_gary_stats_ingest_v1_MatchupRequest__Output, _gary_stats_ingest_v1_MatchupContext>;
  
  GetPitchers: grpc.handleUnaryCall<_gary_stats_ingest_v1_PitchersRequest__Output, _gary_stats_ingest_v1_Pitchers>;
  
}

export interface StatsIngestServiceDefinition extends grpc.ServiceDefinition {
  GetBoxScore: MethodDefinition<_gary_stats_ingest_v1_BoxScoreRequest, _gary_stats_ingest_v1_BoxScore, _gary_stats_ingest_v1_BoxScoreRequest__Output, _gary_stats_ingest_v1_BoxScore__Output>
  GetMatchupContext: MethodDefinition<_gary_stats_ingest_v1_MatchupRequest, _gary_stats_ingest_v1_MatchupContext, _gary_stats_ingest_v1_MatchupRequest__Output, _gary_stats_ingest_v1_MatchupContext__Output>
  GetPitchers: MethodDefinition<_gary_stats_ingest_v1_PitchersRequest, _gary_stats_ingest_v1_Pitchers, _gary_stats_ingest_v1_PitchersRequest__Output, _gary_stats_ingest_v1_Pitchers__Output>
}
