// Original file: gary/thoughts/v1/thoughts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetThoughtsRequest as _gary_thoughts_v1_GetThoughtsRequest, GetThoughtsRequest__Output as _gary_thoughts_v1_GetThoughtsRequest__Output } from '../../../gary/thoughts/v1/GetThoughtsRequest';
import type { RegenerateRequest as _gary_thoughts_v1_RegenerateRequest, RegenerateRequest__Output as _gary_thoughts_v1_RegenerateRequest__Output } from '../../../gary/thoughts/v1/RegenerateRequest';
import type { Thoughts as _gary_thoughts_v1_Thoughts, Thoughts__Output as _gary_thoughts_v1_Thoughts__Output } from '../../../gary/thoughts/v1/Thoughts';

export interface ThoughtsServiceClient extends grpc.Client {
  GetThoughts(argument: _gary_thoughts_v1_GetThoughtsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  GetThoughts(argument: _gary_thoughts_v1_GetThoughtsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  GetThoughts(argument: _gary_thoughts_v1_GetThoughtsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  GetThoughts(argument: _gary_thoughts_v1_GetThoughtsRequest, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  getThoughts(argument: _gary_thoughts_v1_GetThoughtsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  getThoughts(argument: _gary_thoughts_v1_GetThoughtsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  getThoughts(argument: _gary_thoughts_v1_GetThoughtsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  getThoughts(argument: _gary_thoughts_v1_GetThoughtsRequest, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  
  Regenerate(argument: _gary_thoughts_v1_RegenerateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  Regenerate(argument: _gary_thoughts_v1_RegenerateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  Regenerate(argument: _gary_thoughts_v1_RegenerateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  Regenerate(argument: _gary_thoughts_v1_RegenerateRequest, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  regenerate(argument: _gary_thoughts_v1_RegenerateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  regenerate(argument: _gary_thoughts_v1_RegenerateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  regenerate(argument: _gary_thoughts_v1_RegenerateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  regenerate(argument: _gary_thoughts_v1_RegenerateRequest, callback: grpc.requestCallback<_gary_thoughts_v1_Thoughts__Output>): grpc.ClientUnaryCall;
  
}

export interface ThoughtsServiceHandlers extends grpc.UntypedServiceImplementation {
  GetThoughts: grpc.handleUnaryCall<_gary_thoughts_v1_GetThoughtsRequest__Output, _gary_thoughts_v1_Thoughts>;
  
  Regenerate: grpc.handleUnaryCall<_gary_thoughts_v1_RegenerateRequest__Output, _gary_thoughts_v1_Thoughts>;
  
}

export interface ThoughtsServiceDefinition extends grpc.ServiceDefinition {
  GetThoughts: MethodDefinition<_gary_thoughts_v1_GetThoughtsRequest, _gary_thoughts_v1_Thoughts, _gary_thoughts_v1_GetThoughtsRequest__Output, _gary_thoughts_v1_Thoughts__Output>
  Regenerate: MethodDefinition<_gary_thoughts_v1_RegenerateRequest, _gary_thoughts_v1_Thoughts, _gary_thoughts_v1_RegenerateRequest__Output, _gary_thoughts_v1_Thoughts__Output>
}
