import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { GaryPicks as _gary_thoughts_v1_GaryPicks, GaryPicks__Output as _gary_thoughts_v1_GaryPicks__Output } from './gary/thoughts/v1/GaryPicks';
import type { GetThoughtsRequest as _gary_thoughts_v1_GetThoughtsRequest, GetThoughtsRequest__Output as _gary_thoughts_v1_GetThoughtsRequest__Output } from './gary/thoughts/v1/GetThoughtsRequest';
import type { LineOdds as _gary_thoughts_v1_LineOdds, LineOdds__Output as _gary_thoughts_v1_LineOdds__Output } from './gary/thoughts/v1/LineOdds';
import type { RegenerateRequest as _gary_thoughts_v1_RegenerateRequest, RegenerateRequest__Output as _gary_thoughts_v1_RegenerateRequest__Output } from './gary/thoughts/v1/RegenerateRequest';
import type { ThoughtGame as _gary_thoughts_v1_ThoughtGame, ThoughtGame__Output as _gary_thoughts_v1_ThoughtGame__Output } from './gary/thoughts/v1/ThoughtGame';
import type { ThoughtOdds as _gary_thoughts_v1_ThoughtOdds, ThoughtOdds__Output as _gary_thoughts_v1_ThoughtOdds__Output } from './gary/thoughts/v1/ThoughtOdds';
import type { Thoughts as _gary_thoughts_v1_Thoughts, Thoughts__Output as _gary_thoughts_v1_Thoughts__Output } from './gary/thoughts/v1/Thoughts';
import type { ThoughtsServiceClient as _gary_thoughts_v1_ThoughtsServiceClient, ThoughtsServiceDefinition as _gary_thoughts_v1_ThoughtsServiceDefinition } from './gary/thoughts/v1/ThoughtsService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  gary: {
    thoughts: {
      v1: {
        GaryPicks: MessageTypeDefinition<_gary_thoughts_v1_GaryPicks, _gary_thoughts_v1_GaryPicks__Output>
        GetThoughtsRequest: MessageTypeDefinition<_gary_thoughts_v1_GetThoughtsRequest, _gary_thoughts_v1_GetThoughtsRequest__Output>
        LineOdds: MessageTypeDefinition<_gary_thoughts_v1_LineOdds, _gary_thoughts_v1_LineOdds__Output>
        RegenerateRequest: MessageTypeDefinition<_gary_thoughts_v1_RegenerateRequest, _gary_thoughts_v1_RegenerateRequest__Output>
        ThoughtGame: MessageTypeDefinition<_gary_thoughts_v1_ThoughtGame, _gary_thoughts_v1_ThoughtGame__Output>
        ThoughtOdds: MessageTypeDefinition<_gary_thoughts_v1_ThoughtOdds, _gary_thoughts_v1_ThoughtOdds__Output>
        Thoughts: MessageTypeDefinition<_gary_thoughts_v1_Thoughts, _gary_thoughts_v1_Thoughts__Output>
        ThoughtsService: SubtypeConstructor<typeof grpc.Client, _gary_thoughts_v1_ThoughtsServiceClient> & { service: _gary_thoughts_v1_ThoughtsServiceDefinition }
      }
    }
  }
}

