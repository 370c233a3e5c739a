// Original file: gary/props_engine/v1/props_engine.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Billfold as _gary_common_v1_Billfold, Billfold__Output as _gary_common_v1_Billfold__Output } from '../../../gary/common/v1/Billfold';
import type { BillfoldRequest as _gary_common_v1_BillfoldRequest, BillfoldRequest__Output as _gary_common_v1_BillfoldRequest__Output } from '../../../gary/common/v1/BillfoldRequest';
import type { DailyProps as _gary_props_engine_v1_DailyProps, DailyProps__Output as _gary_props_engine_v1_DailyProps__Output } from '../../../gary/props_engine/v1/DailyProps';
import type { GeneratePropsRequest as _gary_props_engine_v1_GeneratePropsRequest, GeneratePropsRequest__Output as _gary_props_engine_v1_GeneratePropsRequest__Output } from '../../../gary/props_engine/v1/GeneratePropsRequest';
import type { GeneratePropsResponse as _gary_props_engine_v1_GeneratePropsResponse, GeneratePropsResponse__Output as _gary_props_engine_v1_GeneratePropsResponse__Output } from '../../../gary/props_engine/v1/GeneratePropsResponse';
import type { GetDailyPropsRequest as _gary_props_engine_v1_GetDailyPropsRequest, GetDailyPropsRequest__Output as _gary_props_engine_v1_GetDailyPropsRequest__Output } from '../../../gary/props_engine/v1/GetDailyPropsRequest';

export interface PropsEngineServiceClient extends grpc.Client {
  Generate(argument: _gary_props_engine_v1_GeneratePropsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_props_engine_v1_GeneratePropsResponse__Output>): grpc.ClientUnaryCall;
  Generate(argument: _gary_props_engine_v1_GeneratePropsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_props_engine_v1_GeneratePropsResponse__Output>): grpc.ClientUnaryCall;
  Generate(argument: _gary_props_engine_v1_GeneratePropsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_props_engine_v1_GeneratePropsResponse__Output>): grpc.ClientUnaryCall;
  Generate(argument: _gary_props_engine_v1_GeneratePropsRequest, callback: grpc.requestCallback<_gary_props_engine_v1_GeneratePropsResponse__Output>): grpc.ClientUnaryCall;
  generate(argument: _gary_props_engine_v1_GeneratePropsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_props_engine_v1_GeneratePropsResponse__Output>): grpc.ClientUnaryCall;
  generate(argument: _gary_props_engine_v1_GeneratePropsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_props_engine_v1_GeneratePropsResponse__Output>): grpc.ClientUnaryCall;
  generate(argument: _gary_props_engine_v1_GeneratePropsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_props_engine_v1_GeneratePropsResponse__Output>): grpc.ClientUnaryCall;
  generate(argument: _gary_props_engine_v1_GeneratePropsRequest, callback: grpc.requestCallback<_gary_props_engine_v1_GeneratePropsResponse__Output>): grpc.ClientUnaryCall;
  
  GetBillfold(argument: _gary_common_v1_BillfoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  GetBillfold(argument: _gary_common_v1_BillfoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  GetBillfold(argument: _gary_common_v1_BillfoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  GetBillfold(argument: _gary_common_v1_BillfoldRequest, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  getBillfold(argument: _gary_common_v1_BillfoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  getBillfold(argument: _gary_common_v1_BillfoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  getBillfold(argument: _gary_common_v1_BillfoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  getBillfold(argument: _gary_common_v1_BillfoldRequest, callback: grpc.requestCallback<_gary_common_v1_Billfold__Output>): grpc.ClientUnaryCall;
  
  GetDailyProps(argument: _gary_props_engine_v1_GetDailyPropsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_props_engine_v1_DailyProps__Output>): grpc.ClientUnaryCall;
  GetDailyProps(argument: _gary_props_engine_v1_GetDailyPropsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_props_engine_v1_DailyProps__Output>): grpc.ClientUnaryCall;
  GetDailyProps(argument: _gary_props_engine_v1_GetDailyPropsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_props_engine_v1_DailyProps__Output>): grpc.ClientUnaryCall;
  GetDailyProps(argument: _gary_props_engine_v1_GetDailyPropsRequest, callback: grpc.requestCallback<_gary_props_engine_v1_DailyProps__Output>): grpc.ClientUnaryCall;
  getDailyProps(argument: _gary_props_engine_v1_GetDailyPropsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_props_engine_v1_DailyProps__Output>): grpc.ClientUnaryCall;
  getDailyProps(argument: _gary_props_engine_v1_GetDailyPropsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_props_engine_v1_DailyProps__Output>): grpc.ClientUnaryCall;
  getDailyProps(argument: _gary_props_engine_v1_GetDailyPropsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_props_engine_v1_DailyProps__Output>): grpc.ClientUnaryCall;
  getDailyProps(argument: _gary_props_engine_v1_GetDailyPropsRequest, callback: grpc.requestCallback<_gary_props_engine_v1_DailyProps__Output>): grpc.ClientUnaryCall;
  
}

export interface PropsEngineServiceHandlers extends grpc.UntypedServiceImplementation {
  Generate: grpc.handleUnaryCall<_gary_props_engine_v1_GeneratePropsRequest__Output, _gary_props_engine_v1_GeneratePropsResponse>;
  
  GetBillfold: grpc.handleUnaryCall<_gary_common_v1_BillfoldRequest__Output, _gary_common_v1_Billfold>;
  
  GetDailyProps: grpc.handleUnaryCall<_gary_props_engine_v1_GetDailyPropsRequest__Output, _gary_props_engine_v1_DailyProps>;
  
}

export interface PropsEngineServiceDefinition extends grpc.ServiceDefinition {
  Generate: MethodDefinition<_gary_props_engine_v1_GeneratePropsRequest, _gary_props_engine_v1_GeneratePropsResponse, _gary_props_engine_v1_GeneratePropsRequest__Output, _gary_props_engine_v1_GeneratePropsResponse__Output>
  GetBillfold: MethodDefinition<_gary_common_v1_BillfoldRequest, _gary_common_v1_Billfold, _gary_common_v1_BillfoldRequest__Output, _gary_common_v1_Billfold__Output>
  GetDailyProps: MethodDefinition<_gary_props_engine_v1_GetDailyPropsRequest, _gary_props_engine_v1_DailyProps, _gary_props_engine_v1_GetDailyPropsRequest__Output, _gary_props_engine_v1_DailyProps__Output>
}
