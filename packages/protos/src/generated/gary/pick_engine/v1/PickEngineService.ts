// Original file: gary/pick_engine/v1/pick_engine.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Billfold as _gary_common_v1_Billfold, Billfold__Output as _gary_common_v1_Billfold__Output } from '../../../gary/common/v1/Billfold';
import type { BillfoldRequest as _gary_common_v1_BillfoldRequest, BillfoldRequest__Output as _gary_common_v1_BillfoldRequest__Output } from '../../../gary/common/v1/BillfoldRequest';
import type { Card as _gary_pick_engine_v1_Card, Card__Output as _gary_pick_engine_v1_Card__Output } from '../../../gary/pick_engine/v1/Card';
import type { Corrections as _gary_pick_engine_v1_Corrections, Corrections__Output as _gary_pick_engine_v1_Corrections__Output } from '../../../gary/pick_engine/v1/Corrections';
import type { DailyParlay as _gary_pick_engine_v1_DailyParlay, DailyParlay__Output as _gary_pick_engine_v1_DailyParlay__Output } from '../../../gary/pick_engine/v1/DailyParlay';
import type { DailyPicks as _gary_pick_engine_v1_DailyPicks, DailyPicks__Output as _gary_pick_engine_v1_DailyPicks__Output } from '../../../gary/pick_engine/v1/DailyPicks';
import type { Empty as _gary_common_v1_Empty, Empty__Output as _gary_common_v1_Empty__Output } from '../../../gary/common/v1/Empty';
import type { GenerateRequest as _gary_pick_engine_v1_GenerateRequest, GenerateRequest__Output as _gary_pick_engine_v1_GenerateRequest__Output } from '../../../gary/pick_engine/v1/GenerateRequest';
import type { GenerateResponse as _gary_pick_engine_v1_GenerateResponse, GenerateResponse__Output as _gary_pick_engine_v1_GenerateResponse__Output } from '../../../gary/pick_engine/v1/GenerateResponse';
import type { GenerationStatus as _gary_pick_engine_v1_GenerationStatus, GenerationStatus__Output as _gary_pick_engine_v1_GenerationStatus__Output } from '../../../gary/pick_engine/v1/GenerationStatus';
import type { GetDailyPicksRequest as _gary_pick_engine_v1_GetDailyPicksRequest, GetDailyPicksRequest__Output as _gary_pick_engine_v1_GetDailyPicksRequest__Output } from '../../../gary/pick_engine/v1/GetDailyPicksRequest';
import type { GetLedgerConsistencyRequest as _gary_pick_engine_v1_GetLedgerConsistencyRequest, GetLedgerConsistencyRequest__Output as _gary_pick_engine_v1_GetLedgerConsistencyRequest__Output } from '../../../gary/pick_engine/v1/GetLedgerConsistencyRequest';
import type { GetLedgerProofRequest as _gary_pick_engine_v1_GetLedgerProofRequest, GetLedgerProofRequest__Output as _gary_pick_engine_v1_GetLedgerProofRequest__Output } from '../../../gary/pick_engine/v1/GetLedgerProofRequest';
import type { GetPickRequest as _gary_pick_engine_v1_GetPickRequest, GetPickRequest__Output as _gary_pick_engine_v1_GetPickRequest__Output } from '../../../gary/pick_engine/v1/GetPickRequest';
import type { LedgerCheckpoint as _gary_pick_engine_v1_LedgerCheckpoint, LedgerCheckpoint__Output as _gary_pick_engine_v1_LedgerCheckpoint__Output } from '../../../gary/pick_engine/v1/LedgerCheckpoint';
import type { LedgerCheckpoints as _gary_pick_engine_v1_LedgerCheckpoints, LedgerCheckpoints__Output as _gary_pick_engine_v1_LedgerCheckpoints__Output } from '../../../gary/pick_engine/v1/LedgerCheckpoints';
import type { LedgerConsistency as _gary_pick_engine_v1_LedgerConsistency, LedgerConsistency__Output as _gary_pick_engine_v1_LedgerConsistency__Output } from '../../../gary/pick_engine/v1/LedgerConsistency';
import type { LedgerKey as _gary_pick_engine_v1_LedgerKey, LedgerKey__Output as _gary_pick_engine_v1_LedgerKey__Output } from '../../../gary/pick_engine/v1/LedgerKey';
import type { LedgerProof as _gary_pick_engine_v1_LedgerProof, LedgerProof__Output as _gary_pick_engine_v1_LedgerProof__Output } from '../../../gary/pick_engine/v1/LedgerProof';
import type { LedgerTimestamps as _gary_pick_engine_v1_LedgerTimestamps, LedgerTimestamps__Output as _gary_pick_engine_v1_LedgerTimestamps__Output } from '../../../gary/pick_engine/v1/LedgerTimestamps';
import type { ListCorrectionsRequest as _gary_pick_engine_v1_ListCorrectionsRequest, ListCorrectionsRequest__Output as _gary_pick_engine_v1_ListCorrectionsRequest__Output } from '../../../gary/pick_engine/v1/ListCorrectionsRequest';
import type { ListLedgerCheckpointsRequest as _gary_pick_engine_v1_ListLedgerCheckpointsRequest, ListLedgerCheckpointsRequest__Output as _gary_pick_engine_v1_ListLedgerCheckpointsRequest__Output } from '../../../gary/pick_engine/v1/ListLedgerCheckpointsRequest';
import type { ListResultsRequest as _gary_pick_engine_v1_ListResultsRequest, ListResultsRequest__Output as _gary_pick_engine_v1_ListResultsRequest__Output } from '../../../gary/pick_engine/v1/ListResultsRequest';
import type { ListResultsResponse as _gary_pick_engine_v1_ListResultsResponse, ListResultsResponse__Output as _gary_pick_engine_v1_ListResultsResponse__Output } from '../../../gary/pick_engine/v1/ListResultsResponse';
import type { Pick as _gary_pick_engine_v1_Pick, Pick__Output as _gary_pick_engine_v1_Pick__Output } from '../../../gary/pick_engine/v1/Pick';
import type { ScratchGameRequest as _gary_pick_engine_v1_ScratchGameRequest, ScratchGameRequest__Output as _gary_pick_engine_v1_ScratchGameRequest__Output } from '../../../gary/pick_engine/v1/ScratchGameRequest';
import type { ScratchGameResponse as _gary_pick_engine_v1_ScratchGameResponse, ScratchGameResponse__Output as _gary_pick_engine_v1_ScratchGameResponse__Output } from '../../../gary/pick_engine/v1/ScratchGameResponse';

export interface PickEngineServiceClient extends grpc.Client {
  Generate(argument: _gary_pick_engine_v1_GenerateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerateResponse__Output>): grpc.ClientUnaryCall;
  Generate(argument: _gary_pick_engine_v1_GenerateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerateResponse__Output>): grpc.ClientUnaryCall;
  Generate(argument: _gary_pick_engine_v1_GenerateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerateResponse__Output>): grpc.ClientUnaryCall;
  Generate(argument: _gary_pick_engine_v1_GenerateRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerateResponse__Output>): grpc.ClientUnaryCall;
  generate(argument: _gary_pick_engine_v1_GenerateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerateResponse__Output>): grpc.ClientUnaryCall;
  generate(argument: _gary_pick_engine_v1_GenerateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerateResponse__Output>): grpc.ClientUnaryCall;
  generate(argument: _gary_pick_engine_v1_GenerateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerateResponse__Output>): grpc.ClientUnaryCall;
  generate(argument: _gary_pick_engine_v1_GenerateRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerateResponse__Output>): grpc.ClientUnaryCall;
  
  GetBillfold(argument: _gary_common_v1_BillfoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  GetBillfold(argument: _gary_common_v1_BillfoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  GetBillfold(argument: _gary_common_v1_BillfoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  GetBillfold(argument: _gary_common_v1_BillfoldRequest, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  getBillfold(argument: _gary_common_v1_BillfoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  getBillfold(argument: _gary_common_v1_BillfoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  getBillfold(argument: _gary_common_v1_BillfoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  getBillfold(argument: _gary_common_v1_BillfoldRequest, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  
  GetCard(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Card__Output>): grpc.ClientUnaryCall;
  GetCard(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_Card__Output>): grpc.ClientUnaryCall;
  GetCard(argument: _gary_pick_engine_v1_GetDailyPicksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Card__Output>): grpc.ClientUnaryCall;
  GetCard(argument: _gary_pick_engine_v1_GetDailyPicksRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_Card__Output>): grpc.ClientUnaryCall;
  getCard(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Card__Output>): grpc.ClientUnaryCall;
  getCard(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_Card__Output>): grpc.ClientUnaryCall;
  getCard(argument: _gary_pick_engine_v1_GetDailyPicksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Card__Output>): grpc.ClientUnaryCall;
  getCard(argument: _gary_pick_engine_v1_GetDailyPicksRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_Card__Output>): grpc.ClientUnaryCall;
  
  GetDailyParlay(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyParlay__Output>): grpc.ClientUnaryCall;
  GetDailyParlay(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyParlay__Output>): grpc.ClientUnaryCall;
  GetDailyParlay(argument: _gary_pick_engine_v1_GetDailyPicksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyParlay__Output>): grpc.ClientUnaryCall;
  GetDailyParlay(argument: _gary_pick_engine_v1_GetDailyPicksRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyParlay__Output>): grpc.ClientUnaryCall;
  getDailyParlay(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyParlay__Output>): grpc.ClientUnaryCall;
  getDailyParlay(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyParlay__Output>): grpc.ClientUnaryCall;
  getDailyParlay(argument: _gary_pick_engine_v1_GetDailyPicksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyParlay__Output>): grpc.ClientUnaryCall;
  getDailyParlay(argument: _gary_pick_engine_v1_GetDailyPicksRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyParlay__Output>): grpc.ClientUnaryCall;
  
  GetDailyPicks(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyPicks__Output>): grpc.ClientUnaryCall;
  GetDailyPicks(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyPicks__Output>): grpc.ClientUnaryCall;
  GetDailyPicks(argument: _gary_pick_engine_v1_GetDailyPicksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyPicks__Output>): grpc.ClientUnaryCall;
  GetDailyPicks(argument: _gary_pick_engine_v1_GetDailyPicksRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyPicks__Output>): grpc.ClientUnaryCall;
  getDailyPicks(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyPicks__Output>): grpc.ClientUnaryCall;
  getDailyPicks(argument: _gary_pick_engine_v1_GetDailyPicksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyPicks__Output>): grpc.ClientUnaryCall;
  getDailyPicks(argument: _gary_pick_engine_v1_GetDailyPicksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyPicks__Output>): grpc.ClientUnaryCall;
  getDailyPicks(argument: _gary_pick_engine_v1_GetDailyPicksRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_DailyPicks__Output>): grpc.ClientUnaryCall;
  
  GetGenerationStatus(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerationStatus__Output>): grpc.ClientUnaryCall;
  GetGenerationStatus(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerationStatus__Output>): grpc.ClientUnaryCall;
  GetGenerationStatus(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerationStatus__Output>): grpc.ClientUnaryCall;
  GetGenerationStatus(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerationStatus__Output>): grpc.ClientUnaryCall;
  getGenerationStatus(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerationStatus__Output>): grpc.ClientUnaryCall;
  getGenerationStatus(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerationStatus__Output>): grpc.ClientUnaryCall;
  getGenerationStatus(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerationStatus__Output>): grpc.ClientUnaryCall;
  getGenerationStatus(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_pick_engine_v1_GenerationStatus__Output>): grpc.ClientUnaryCall;
  
  GetLedgerCheckpoint(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoint__Output>): grpc.ClientUnaryCall;
  GetLedgerCheckpoint(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoint__Output>): grpc.ClientUnaryCall;
  GetLedgerCheckpoint(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoint__Output>): grpc.ClientUnaryCall;
  GetLedgerCheckpoint(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoint__Output>): grpc.ClientUnaryCall;
  getLedgerCheckpoint(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoint__Output>): grpc.ClientUnaryCall;
  getLedgerCheckpoint(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoint__Output>): grpc.ClientUnaryCall;
  getLedgerCheckpoint(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoint__Output>): grpc.ClientUnaryCall;
  getLedgerCheckpoint(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoint__Output>): grpc.ClientUnaryCall;
  
  GetLedgerConsistency(argument: _gary_pick_engine_v1_GetLedgerConsistencyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerConsistency__Output>): grpc.ClientUnaryCall;
  GetLedgerConsistency(argument: _gary_pick_engine_v1_GetLedgerConsistencyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerConsistency__Output>): grpc.ClientUnaryCall;
  GetLedgerConsistency(argument: _gary_pick_engine_v1_GetLedgerConsistencyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerConsistency__Output>): grpc.ClientUnaryCall;
  GetLedgerConsistency(argument: _gary_pick_engine_v1_GetLedgerConsistencyRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerConsistency__Output>): grpc.ClientUnaryCall;
  getLedgerConsistency(argument: _gary_pick_engine_v1_GetLedgerConsistencyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerConsistency__Output>): grpc.ClientUnaryCall;
  getLedgerConsistency(argument: _gary_pick_engine_v1_GetLedgerConsistencyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerConsistency__Output>): grpc.ClientUnaryCall;
  getLedgerConsistency(argument: _gary_pick_engine_v1_GetLedgerConsistencyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerConsistency__Output>): grpc.ClientUnaryCall;
  getLedgerConsistency(argument: _gary_pick_engine_v1_GetLedgerConsistencyRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerConsistency__Output>): grpc.ClientUnaryCall;
  
  GetLedgerKey(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerKey__Output>): grpc.ClientUnaryCall;
  GetLedgerKey(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerKey__Output>): grpc.ClientUnaryCall;
  GetLedgerKey(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerKey__Output>): grpc.ClientUnaryCall;
  GetLedgerKey(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerKey__Output>): grpc.ClientUnaryCall;
  getLedgerKey(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerKey__Output>): grpc.ClientUnaryCall;
  getLedgerKey(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerKey__Output>): grpc.ClientUnaryCall;
  getLedgerKey(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerKey__Output>): grpc.ClientUnaryCall;
  getLedgerKey(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerKey__Output>): grpc.ClientUnaryCall;
  
  GetLedgerProof(argument: _gary_pick_engine_v1_GetLedgerProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerProof__Output>): grpc.ClientUnaryCall;
  GetLedgerProof(argument: _gary_pick_engine_v1_GetLedgerProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerProof__Output>): grpc.ClientUnaryCall;
  GetLedgerProof(argument: _gary_pick_engine_v1_GetLedgerProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerProof__Output>): grpc.ClientUnaryCall;
  GetLedgerProof(argument: _gary_pick_engine_v1_GetLedgerProofRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerProof__Output>): grpc.ClientUnaryCall;
  getLedgerProof(argument: _gary_pick_engine_v1_GetLedgerProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerProof__Output>): grpc.ClientUnaryCall;
  getLedgerProof(argument: _gary_pick_engine_v1_GetLedgerProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerProof__Output>): grpc.ClientUnaryCall;
  getLedgerProof(argument: _gary_pick_engine_v1_GetLedgerProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerProof__Output>): grpc.ClientUnaryCall;
  getLedgerProof(argument: _gary_pick_engine_v1_GetLedgerProofRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerProof__Output>): grpc.ClientUnaryCall;
  
  GetPick(argument: _gary_pick_engine_v1_GetPickRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Pick__Output>): grpc.ClientUnaryCall;
  GetPick(argument: _gary_pick_engine_v1_GetPickRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_Pick__Output>): grpc.ClientUnaryCall;
  GetPick(argument: _gary_pick_engine_v1_GetPickRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Pick__Output>): grpc.ClientUnaryCall;
  GetPick(argument: _gary_pick_engine_v1_GetPickRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_Pick__Output>): grpc.ClientUnaryCall;
  getPick(argument: _gary_pick_engine_v1_GetPickRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Pick__Output>): grpc.ClientUnaryCall;
  getPick(argument: _gary_pick_engine_v1_GetPickRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_Pick__Output>): grpc.ClientUnaryCall;
  getPick(argument: _gary_pick_engine_v1_GetPickRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Pick__Output>): grpc.ClientUnaryCall;
  getPick(argument: _gary_pick_engine_v1_GetPickRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_Pick__Output>): grpc.ClientUnaryCall;
  
  ListCorrections(argument: _gary_pick_engine_v1_ListCorrectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Corrections__Output>): grpc.ClientUnaryCall;
  ListCorrections(argument: _gary_pick_engine_v1_ListCorrectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_Corrections__Output>): grpc.ClientUnaryCall;
  ListCorrections(argument: _gary_pick_engine_v1_ListCorrectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Corrections__Output>): grpc.ClientUnaryCall;
  ListCorrections(argument: _gary_pick_engine_v1_ListCorrectionsRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_Corrections__Output>): grpc.ClientUnaryCall;
  listCorrections(argument: _gary_pick_engine_v1_ListCorrectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Corrections__Output>): grpc.ClientUnaryCall;
  listCorrections(argument: _gary_pick_engine_v1_ListCorrectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_Corrections__Output>): grpc.ClientUnaryCall;
  listCorrections(argument: _gary_pick_engine_v1_ListCorrectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_Corrections__Output>): grpc.ClientUnaryCall;
  listCorrections(argument: _gary_pick_engine_v1_ListCorrectionsRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_Corrections__Output>): grpc.ClientUnaryCall;
  
  ListLedgerCheckpoints(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoints__Output>): grpc.ClientUnaryCall;
  ListLedgerCheckpoints(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoints__Output>): grpc.ClientUnaryCall;
  ListLedgerCheckpoints(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoints__Output>): grpc.ClientUnaryCall;
  ListLedgerCheckpoints(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoints__Output>): grpc.ClientUnaryCall;
  listLedgerCheckpoints(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoints__Output>): grpc.ClientUnaryCall;
  listLedgerCheckpoints(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoints__Output>): grpc.ClientUnaryCall;
  listLedgerCheckpoints(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoints__Output>): grpc.ClientUnaryCall;
  listLedgerCheckpoints(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerCheckpoints__Output>): grpc.ClientUnaryCall;
  
  ListLedgerTimestamps(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerTimestamps__Output>): grpc.ClientUnaryCall;
  ListLedgerTimestamps(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerTimestamps__Output>): grpc.ClientUnaryCall;
  ListLedgerTimestamps(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerTimestamps__Output>): grpc.ClientUnaryCall;
  ListLedgerTimestamps(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerTimestamps__Output>): grpc.ClientUnaryCall;
  listLedgerTimestamps(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerTimestamps__Output>): grpc.ClientUnaryCall;
  listLedgerTimestamps(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerTimestamps__Output>): grpc.ClientUnaryCall;
  listLedgerTimestamps(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerTimestamps__Output>): grpc.ClientUnaryCall;
  listLedgerTimestamps(argument: _gary_pick_engine_v1_ListLedgerCheckpointsRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_LedgerTimestamps__Output>): grpc.ClientUnaryCall;
  
  ListResults(argument: _gary_pick_engine_v1_ListResultsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_ListResultsResponse__Output>): grpc.ClientUnaryCall;
  ListResults(argument: _gary_pick_engine_v1_ListResultsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_ListResultsResponse__Output>): grpc.ClientUnaryCall;
  ListResults(argument: _gary_pick_engine_v1_ListResultsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_ListResultsResponse__Output>): grpc.ClientUnaryCall;
  ListResults(argument: _gary_pick_engine_v1_ListResultsRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_ListResultsResponse__Output>): grpc.ClientUnaryCall;
  listResults(argument: _gary_pick_engine_v1_ListResultsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_ListResultsResponse__Output>): grpc.ClientUnaryCall;
  listResults(argument: _gary_pick_engine_v1_ListResultsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_ListResultsResponse__Output>): grpc.ClientUnaryCall;
  listResults(argument: _gary_pick_engine_v1_ListResultsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_ListResultsResponse__Output>): grpc.ClientUnaryCall;
  listResults(argument: _gary_pick_engine_v1_ListResultsRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_ListResultsResponse__Output>): grpc.ClientUnaryCall;
  
  ScratchGame(argument: _gary_pick_engine_v1_ScratchGameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_ScratchGameResponse__Output>): grpc.ClientUnaryCall;
  ScratchGame(argument: _gary_pick_engine_v1_ScratchGameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_ScratchGameResponse__Output>): grpc.ClientUnaryCall;
  ScratchGame(argument: _gary_pick_engine_v1_ScratchGameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_ScratchGameResponse__Output>): grpc.ClientUnaryCall;
  ScratchGame(argument: _gary_pick_engine_v1_ScratchGameRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_ScratchGameResponse__Output>): grpc.ClientUnaryCall;
  scratchGame(argument: _gary_pick_engine_v1_ScratchGameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_ScratchGameResponse__Output>): grpc.ClientUnaryCall;
  scratchGame(argument: _gary_pick_engine_v1_ScratchGameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_pick_engine_v1_ScratchGameResponse__Output>): grpc.ClientUnaryCall;
  scratchGame(argument: _gary_pick_engine_v1_ScratchGameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_pick_engine_v1_ScratchGameResponse__Output>): grpc.ClientUnaryCall;
  scratchGame(argument: _gary_pick_engine_v1_ScratchGameRequest, callback: grpc.requestCallback<_gary_pick_engine_v1_ScratchGameResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface PickEngineServiceHandlers extends grpc.UntypedServiceImplementation {
  Generate: grpc.handleUnaryCall<_gary_pick_engine_v1_GenerateRequest__Output, _gary_pick_engine_v1_GenerateResponse>;
  
  GetBillfold: grpc.handleUnaryCall<_gary_common_v1_BillfoldRequest__Output, _gary_common_v1_Billfold>;
  
  GetCard: grpc.handleUnaryCall<_gary_pick_engine_v1_GetDailyPicksRequest__Output, _gary_pick_engine_v1_Card>;
  
  GetDailyParlay: grpc.handleUnaryCall<_gary_pick_engine_v1_GetDailyPicksRequest__Output, _gary_pick_engine_v1_DailyParlay>;
  
  GetDailyPicks: grpc.handleUnaryCall<_gary_pick_engine_v1_GetDailyPicksRequest__Output, _gary_pick_engine_v1_DailyPicks>;
  
  GetGenerationStatus: grpc.handleUnaryCall<_gary_common_v1_Empty__Output, _gary_pick_engine_v1_GenerationStatus>;
  
  GetLedgerCheckpoint: grpc.handleUnaryCall<_gary_common_v1_Empty__Output, _gary_pick_engine_v1_LedgerCheckpoint>;
  
  GetLedgerConsistency: grpc.handleUnaryCall<_gary_pick_engine_v1_GetLedgerConsistencyRequest__Output, _gary_pick_engine_v1_LedgerConsistency>;
  
  GetLedgerKey: grpc.handleUnaryCall<_gary_common_v1_Empty__Output, _gary_pick_engine_v1_LedgerKey>;
  
  GetLedgerProof: grpc.handleUnaryCall<_gary_pick_engine_v1_GetLedgerProofRequest__Output, _gary_pick_engine_v1_LedgerProof>;
  
  GetPick: grpc.handleUnaryCall<_gary_pick_engine_v1_GetPickRequest__Output, _gary_pick_engine_v1_Pick>;
  
  ListCorrections: grpc.handleUnaryCall<_gary_pick_engine_v1_ListCorrectionsRequest__Output, _gary_pick_engine_v1_Corrections>;
  
  ListLedgerCheckpoints: grpc.handleUnaryCall<_gary_pick_engine_v1_ListLedgerCheckpointsRequest__Output, _gary_pick_engine_v1_LedgerCheckpoints>;
  
  ListLedgerTimestamps: grpc.handleUnaryCall<_gary_pick_engine_v1_ListLedgerCheckpointsRequest__Output, _gary_pick_engine_v1_LedgerTimestamps>;
  
  ListResults: grpc.handleUnaryCall<_gary_pick_engine_v1_ListResultsRequest__Output, _gary_pick_engine_v1_ListResultsResponse>;
  
  ScratchGame: grpc.handleUnaryCall<_gary_pick_engine_v1_ScratchGameRequest__Output, _gary_pick_engine_v1_ScratchGameResponse>;
  
}

export interface PickEngineServiceDefinition extends grpc.ServiceDefinition {
  Generate: MethodDefinition<_gary_pick_engine_v1_GenerateRequest, _gary_pick_engine_v1_GenerateResponse, _gary_pick_engine_v1_GenerateRequest__Output, _gary_pick_engine_v1_GenerateResponse__Output>
  GetBillfold: MethodDefinition<_gary_common_v1_BillfoldRequest, _gary_common_v1_Billfold, _gary_common_v1_BillfoldRequest__Output, _gary_common_v1_Billfold__Output>
  GetCard: MethodDefinition<_gary_pick_engine_v1_GetDailyPicksRequest, _gary_pick_engine_v1_Card, _gary_pick_engine_v1_GetDailyPicksRequest__Output, _gary_pick_engine_v1_Card__Output>
  GetDailyParlay: MethodDefinition<_gary_pick_engine_v1_GetDailyPicksRequest, _gary_pick_engine_v1_DailyParlay, _gary_pick_engine_v1_GetDailyPicksRequest__Output, _gary_pick_engine_v1_DailyParlay__Output>
  GetDailyPicks: MethodDefinition<_gary_pick_engine_v1_GetDailyPicksRequest, _gary_pick_engine_v1_DailyPicks, _gary_pick_engine_v1_GetDailyPicksRequest__Output, _gary_pick_engine_v1_DailyPicks__Output>
  GetGenerationStatus: MethodDefinition<_gary_common_v1_Empty, _gary_pick_engine_v1_GenerationStatus, _gary_common_v1_Empty__Output, _gary_pick_engine_v1_GenerationStatus__Output>
  GetLedgerCheckpoint: MethodDefinition<_gary_common_v1_Empty, _gary_pick_engine_v1_LedgerCheckpoint, _gary_common_v1_Empty__Output, _gary_pick_engine_v1_LedgerCheckpoint__Output>
  GetLedgerConsistency: MethodDefinition<_gary_pick_engine_v1_GetLedgerConsistencyRequest, _gary_pick_engine_v1_LedgerConsistency, _gary_pick_engine_v1_GetLedgerConsistencyRequest__Output, _gary_pick_engine_v1_LedgerConsistency__Output>
  GetLedgerKey: MethodDefinition<_gary_common_v1_Empty, _gary_pick_engine_v1_LedgerKey, _gary_common_v1_Empty__Output, _gary_pick_engine_v1_LedgerKey__Output>
  GetLedgerProof: MethodDefinition<_gary_pick_engine_v1_GetLedgerProofRequest, _gary_pick_engine_v1_LedgerProof, _gary_pick_engine_v1_GetLedgerProofRequest__Output, _gary_pick_engine_v1_LedgerProof__Output>
  GetPick: MethodDefinition<_gary_pick_engine_v1_GetPickRequest, _gary_pick_engine_v1_Pick, _gary_pick_engine_v1_GetPickRequest__Output, _gary_pick_engine_v1_Pick__Output>
  ListCorrections: MethodDefinition<_gary_pick_engine_v1_ListCorrectionsRequest, _gary_pick_engine_v1_Corrections, _gary_pick_engine_v1_ListCorrectionsRequest__Output, _gary_pick_engine_v1_Corrections__Output>
  ListLedgerCheckpoints: MethodDefinition<_gary_pick_engine_v1_ListLedgerCheckpointsRequest, _gary_pick_engine_v1_LedgerCheckpoints, _gary_pick_engine_v1_ListLedgerCheckpointsRequest__Output, _gary_pick_engine_v1_LedgerCheckpoints__Output>
  ListLedgerTimestamps: MethodDefinition<_gary_pick_engine_v1_ListLedgerCheckpointsRequest, _gary_pick_engine_v1_LedgerTimestamps, _gary_pick_engine_v1_ListLedgerCheckpointsRequest__Output, _gary_pick_engine_v1_LedgerTimestamps__Output>
  ListResults: MethodDefinition<_gary_pick_engine_v1_ListResultsRequest, _gary_pick_engine_v1_ListResultsResponse, _gary_pick_engine_v1_ListResultsRequest__Output, _gary_pick_engine_v1_ListResultsResponse__Output>
  ScratchGame: MethodDefinition<_gary_pick_engine_v1_ScratchGameRequest, _gary_pick_engine_v1_ScratchGameResponse, _gary_pick_engine_v1_ScratchGameRequest__Output, _gary_pick_engine_v1_ScratchGameResponse__Output>
}
