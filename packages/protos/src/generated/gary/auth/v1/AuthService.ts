// Original file: gary/auth/v1/auth.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccountExport as _gary_auth_v1_AccountExport, AccountExport__Output as _gary_auth_v1_AccountExport__Output } from '../../../gary/auth/v1/AccountExport';
import type { AddPushSubscriptionRequest as _gary_auth_v1_AddPushSubscriptionRequest, AddPushSubscriptionRequest__Output as _gary_auth_v1_AddPushSubscriptionRequest__Output } from '../../../gary/auth/v1/AddPushSubscriptionRequest';
import type { AlertSettings as _gary_auth_v1_AlertSettings, AlertSettings__Output as _gary_auth_v1_AlertSettings__Output } from '../../../gary/auth/v1/AlertSettings';
import type { ConfirmBreakEndRequest as _gary_auth_v1_ConfirmBreakEndRequest, ConfirmBreakEndRequest__Output as _gary_auth_v1_ConfirmBreakEndRequest__Output } from '../../../gary/auth/v1/ConfirmBreakEndRequest';
import type { ConfirmRequest as _gary_auth_v1_ConfirmRequest, ConfirmRequest__Output as _gary_auth_v1_ConfirmRequest__Output } from '../../../gary/auth/v1/ConfirmRequest';
import type { ConfirmResetRequest as _gary_auth_v1_ConfirmResetRequest, ConfirmResetRequest__Output as _gary_auth_v1_ConfirmResetRequest__Output } from '../../../gary/auth/v1/ConfirmResetRequest';
import type { DeleteAccountRequest as _gary_auth_v1_DeleteAccountRequest, DeleteAccountRequest__Output as _gary_auth_v1_DeleteAccountRequest__Output } from '../../../gary/auth/v1/DeleteAccountRequest';
import type { DeleteAccountResponse as _gary_auth_v1_DeleteAccountResponse, DeleteAccountResponse__Output as _gary_auth_v1_DeleteAccountResponse__Output } from '../../../gary/auth/v1/DeleteAccountResponse';
import type { Empty as _gary_common_v1_Empty, Empty__Output as _gary_common_v1_Empty__Output } from '../../../gary/common/v1/Empty';
import type { ExportAccountRequest as _gary_auth_v1_ExportAccountRequest, ExportAccountRequest__Output as _gary_auth_v1_ExportAccountRequest__Output } from '../../../gary/auth/v1/ExportAccountRequest';
import type { GetAlertSettingsRequest as _gary_auth_v1_GetAlertSettingsRequest, GetAlertSettingsRequest__Output as _gary_auth_v1_GetAlertSettingsRequest__Output } from '../../../gary/auth/v1/GetAlertSettingsRequest';
import type { GetPlayRequest as _gary_auth_v1_GetPlayRequest, GetPlayRequest__Output as _gary_auth_v1_GetPlayRequest__Output } from '../../../gary/auth/v1/GetPlayRequest';
import type { GetUserRequest as _gary_auth_v1_GetUserRequest, GetUserRequest__Output as _gary_auth_v1_GetUserRequest__Output } from '../../../gary/auth/v1/GetUserRequest';
import type { GuestRequest as _gary_auth_v1_GuestRequest, GuestRequest__Output as _gary_auth_v1_GuestRequest__Output } from '../../../gary/auth/v1/GuestRequest';
import type { Jwks as _gary_auth_v1_Jwks, Jwks__Output as _gary_auth_v1_Jwks__Output } from '../../../gary/auth/v1/Jwks';
import type { ListMailRequest as _gary_auth_v1_ListMailRequest, ListMailRequest__Output as _gary_auth_v1_ListMailRequest__Output } from '../../../gary/auth/v1/ListMailRequest';
import type { ListMailResponse as _gary_auth_v1_ListMailResponse, ListMailResponse__Output as _gary_auth_v1_ListMailResponse__Output } from '../../../gary/auth/v1/ListMailResponse';
import type { ListSessionsRequest as _gary_auth_v1_ListSessionsRequest, ListSessionsRequest__Output as _gary_auth_v1_ListSessionsRequest__Output } from '../../../gary/auth/v1/ListSessionsRequest';
import type { ListSessionsResponse as _gary_auth_v1_ListSessionsResponse, ListSessionsResponse__Output as _gary_auth_v1_ListSessionsResponse__Output } from '../../../gary/auth/v1/ListSessionsResponse';
import type { PlayStatus as _gary_auth_v1_PlayStatus, PlayStatus__Output as _gary_auth_v1_PlayStatus__Output } from '../../../gary/auth/v1/PlayStatus';
import type { RefreshRequest as _gary_auth_v1_RefreshRequest, RefreshRequest__Output as _gary_auth_v1_RefreshRequest__Output } from '../../../gary/auth/v1/RefreshRequest';
import type { RemovePushSubscriptionRequest as _gary_auth_v1_RemovePushSubscriptionRequest, RemovePushSubscriptionRequest__Output as _gary_auth_v1_RemovePushSubscriptionRequest__Output } from '../../../gary/auth/v1/RemovePushSubscriptionRequest';
import type { RequestResetRequest as _gary_auth_v1_RequestResetRequest, RequestResetRequest__Output as _gary_auth_v1_RequestResetRequest__Output } from '../../../gary/auth/v1/RequestResetRequest';
import type { RevokeSessionRequest as _gary_auth_v1_RevokeSessionRequest, RevokeSessionRequest__Output as _gary_auth_v1_RevokeSessionRequest__Output } from '../../../gary/auth/v1/RevokeSessionRequest';
import type { Session as _gary_auth_v1_Session, Session__Output as _gary_auth_v1_Session__Output } from '../../../gary/auth/v1/Session';
import type { SetDateOfBirthRequest as _gary_auth_v1_SetDateOfBirthRequest, SetDateOfBirthRequest__Output as _gary_auth_v1_SetDateOfBirthRequest__Output } from '../../../gary/auth/v1/SetDateOfBirthRequest';
import type { SignInRequest as _gary_auth_v1_SignInRequest, SignInRequest__Output as _gary_auth_v1_SignInRequest__Output } from '../../../gary/auth/v1/SignInRequest';
import type { SignOutRequest as _gary_auth_v1_SignOutRequest, SignOutRequest__Output as _gary_auth_v1_SignOutRequest__Output } from '../../../gary/auth/v1/SignOutRequest';
import type { SignUpRequest as _gary_auth_v1_SignUpRequest, SignUpRequest__Output as _gary_auth_v1_SignUpRequest__Output } from '../../../gary/auth/v1/SignUpRequest';
import type { SignUpResponse as _gary_auth_v1_SignUpResponse, SignUpResponse__Output as _gary_auth_v1_SignUpResponse__Output } from '../../../gary/auth/v1/SignUpResponse';
import type { StartBreakRequest as _gary_auth_v1_StartBreakRequest, StartBreakRequest__Output as _gary_auth_v1_StartBreakRequest__Output } from '../../../gary/auth/v1/StartBreakRequest';
import type { UnsubscribeAlertRequest as _gary_auth_v1_UnsubscribeAlertRequest, UnsubscribeAlertRequest__Output as _gary_auth_v1_UnsubscribeAlertRequest__Output } from '../../../gary/auth/v1/UnsubscribeAlertRequest';
import type { UnsubscribeAlertResponse as _gary_auth_v1_UnsubscribeAlertResponse, UnsubscribeAlertResponse__Output as _gary_auth_v1_UnsubscribeAlertResponse__Output } from '../../../gary/auth/v1/UnsubscribeAlertResponse';
import type { UpdateAlertSettingsRequest as _gary_auth_v1_UpdateAlertSettingsRequest, UpdateAlertSettingsRequest__Output as _gary_auth_v1_UpdateAlertSettingsRequest__Output } from '../../../gary/auth/v1/UpdateAlertSettingsRequest';
import type { UpdateProfileRequest as _gary_auth_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _gary_auth_v1_UpdateProfileRequest__Output } from '../../../gary/auth/v1/UpdateProfileRequest';
import type { User as _gary_auth_v1_User, User__Output as _gary_auth_v1_User__Output } from '../../../gary/auth/v1/User';

export interface AuthServiceClient extends grpc.Client {
  AddPushSubscription(argument: _gary_auth_v1_AddPushSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  AddPushSubscription(argument: _gary_auth_v1_AddPushSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  AddPushSubscription(argument: _gary_auth_v1_AddPushSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  AddPushSubscription(argument: _gary_auth_v1_AddPushSubscriptionRequest, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  addPushSubscription(argument: _gary_auth_v1_AddPushSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  addPushSubscription(argument: _gary_auth_v1_AddPushSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  addPushSubscription(argument: _gary_auth_v1_AddPushSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  addPushSubscription(argument: _gary_auth_v1_AddPushSubscriptionRequest, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  
  Confirm(argument: _gary_auth_v1_ConfirmRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  Confirm(argument: _gary_auth_v1_ConfirmRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  Confirm(argument: _gary_auth_v1_ConfirmRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  Confirm(argument: _gary_auth_v1_ConfirmRequest, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  confirm(argument: _gary_auth_v1_ConfirmRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  confirm(argument: _gary_auth_v1_ConfirmRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  confirm(argument: _gary_auth_v1_ConfirmRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  confirm(argument: _gary_auth_v1_ConfirmRequest, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  
  ConfirmBreakEnd(argument: _gary_auth_v1_ConfirmBreakEndRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  ConfirmBreakEnd(argument: _gary_auth_v1_ConfirmBreakEndRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  ConfirmBreakEnd(argument: _gary_auth_v1_ConfirmBreakEndRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  ConfirmBreakEnd(argument: _gary_auth_v1_ConfirmBreakEndRequest, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  confirmBreakEnd(argument: _gary_auth_v1_ConfirmBreakEndRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  confirmBreakEnd(argument: _gary_auth_v1_ConfirmBreakEndRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  confirmBreakEnd(argument: _gary_auth_v1_ConfirmBreakEndRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  confirmBreakEnd(argument: _gary_auth_v1_ConfirmBreakEndRequest, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  
  ConfirmReset(argument: _gary_auth_v1_ConfirmResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ConfirmReset(argument: _gary_auth_v1_ConfirmResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ConfirmReset(argument: _gary_auth_v1_ConfirmResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ConfirmReset(argument: _gary_auth_v1_ConfirmResetRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  confirmReset(argument: _gary_auth_v1_ConfirmResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  confirmReset(argument: _gary_auth_v1_ConfirmResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  confirmReset(argument: _gary_auth_v1_ConfirmResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  confirmReset(argument: _gary_auth_v1_ConfirmResetRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  DeleteAccount(argument: _gary_auth_v1_DeleteAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _gary_auth_v1_DeleteAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _gary_auth_v1_DeleteAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _gary_auth_v1_DeleteAccountRequest, callback: grpc.requestCallback<_gary_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _gary_auth_v1_DeleteAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _gary_auth_v1_DeleteAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _gary_auth_v1_DeleteAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _gary_auth_v1_DeleteAccountRequest, callback: grpc.requestCallback<_gary_auth_v1_DeleteAccountResponse__Output>): grpc.ClientUnaryCall;
  
  ExportAccount(argument: _gary_auth_v1_ExportAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AccountExport__Output>): grpc.ClientUnaryCall;
  ExportAccount(argument: _gary_auth_v1_ExportAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AccountExport__Output>): grpc.ClientUnaryCall;
  ExportAccount(argument: _gary_auth_v1_ExportAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AccountExport__Output>): grpc.ClientUnaryCall;
  ExportAccount(argument: _gary_auth_v1_ExportAccountRequest, callback: grpc.requestCallback<_gary_auth_v1_AccountExport__Output>): grpc.ClientUnaryCall;
  exportAccount(argument: _gary_auth_v1_ExportAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AccountExport__Output>): grpc.ClientUnaryCall;
  exportAccount(argument: _gary_auth_v1_ExportAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AccountExport__Output>): grpc.ClientUnaryCall;
  exportAccount(argument: _gary_auth_v1_ExportAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AccountExport__Output>): grpc.ClientUnaryCall;
  exportAccount(argument: _gary_auth_v1_ExportAccountRequest, callback: grpc.requestCallback<_gary_auth_v1_AccountExport__Output>): grpc.ClientUnaryCall;
  
  GetAlertSettings(argument: _gary_auth_v1_GetAlertSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  GetAlertSettings(argument: _gary_auth_v1_GetAlertSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  GetAlertSettings(argument: _gary_auth_v1_GetAlertSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  GetAlertSettings(argument: _gary_auth_v1_GetAlertSettingsRequest, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  getAlertSettings(argument: _gary_auth_v1_GetAlertSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  getAlertSettings(argument: _gary_auth_v1_GetAlertSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  getAlertSettings(argument: _gary_auth_v1_GetAlertSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  getAlertSettings(argument: _gary_auth_v1_GetAlertSettingsRequest, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  
  GetJwks(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Jwks__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_Jwks__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Jwks__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_auth_v1_Jwks__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Jwks__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _gary_common_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_Jwks__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _gary_common_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Jwks__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _gary_common_v1_Empty, callback: grpc.requestCallback<_gary_auth_v1_Jwks__Output>): grpc.ClientUnaryCall;
  
  GetPlay(argument: _gary_auth_v1_GetPlayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  GetPlay(argument: _gary_auth_v1_GetPlayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  GetPlay(argument: _gary_auth_v1_GetPlayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  GetPlay(argument: _gary_auth_v1_GetPlayRequest, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  getPlay(argument: _gary_auth_v1_GetPlayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  getPlay(argument: _gary_auth_v1_GetPlayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  getPlay(argument: _gary_auth_v1_GetPlayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  getPlay(argument: _gary_auth_v1_GetPlayRequest, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  
  GetUser(argument: _gary_auth_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _gary_auth_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _gary_auth_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _gary_auth_v1_GetUserRequest, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _gary_auth_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _gary_auth_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _gary_auth_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _gary_auth_v1_GetUserRequest, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  
  Guest(argument: _gary_auth_v1_GuestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  Guest(argument: _gary_auth_v1_GuestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  Guest(argument: _gary_auth_v1_GuestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  Guest(argument: _gary_auth_v1_GuestRequest, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  guest(argument: _gary_auth_v1_GuestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  guest(argument: _gary_auth_v1_GuestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  guest(argument: _gary_auth_v1_GuestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  guest(argument: _gary_auth_v1_GuestRequest, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  
  ListMail(argument: _gary_auth_v1_ListMailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_ListMailResponse__Output>): grpc.ClientUnaryCall;
  ListMail(argument: _gary_auth_v1_ListMailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_ListMailResponse__Output>): grpc.ClientUnaryCall;
  ListMail(argument: _gary_auth_v1_ListMailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_ListMailResponse__Output>): grpc.ClientUnaryCall;
  ListMail(argument: _gary_auth_v1_ListMailRequest, callback: grpc.requestCallback<_gary_auth_v1_ListMailResponse__Output>): grpc.ClientUnaryCall;
  listMail(argument: _gary_auth_v1_ListMailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_ListMailResponse__Output>): grpc.ClientUnaryCall;
  listMail(argument: _gary_auth_v1_ListMailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_ListMailResponse__Output>): grpc.ClientUnaryCall;
  listMail(argument: _gary_auth_v1_ListMailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_ListMailResponse__Output>): grpc.ClientUnaryCall;
  listMail(argument: _gary_auth_v1_ListMailRequest, callback: grpc.requestCallback<_gary_auth_v1_ListMailResponse__Output>): grpc.ClientUnaryCall;
  
  ListSessions(argument: _gary_auth_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _gary_auth_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _gary_auth_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _gary_auth_v1_ListSessionsRequest, callback: grpc.requestCallback<_gary_auth_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _gary_auth_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _gary_auth_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _gary_auth_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _gary_auth_v1_ListSessionsRequest, callback: grpc.requestCallback<_gary_auth_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  
  Refresh(argument: _gary_auth_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _gary_auth_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _gary_auth_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _gary_auth_v1_RefreshRequest, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  refresh(argument: _gary_auth_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  refresh(argument: _gary_auth_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  refresh(argument: _gary_auth_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  refresh(argument: _gary_auth_v1_RefreshRequest, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  
  RemovePushSubscription(argument: _gary_auth_v1_RemovePushSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  RemovePushSubscription(argument: _gary_auth_v1_RemovePushSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  RemovePushSubscription(argument: _gary_auth_v1_RemovePushSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  RemovePushSubscription(argument: _gary_auth_v1_RemovePushSubscriptionRequest, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  removePushSubscription(argument: _gary_auth_v1_RemovePushSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  removePushSubscription(argument: _gary_auth_v1_RemovePushSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  removePushSubscription(argument: _gary_auth_v1_RemovePushSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  removePushSubscription(argument: _gary_auth_v1_RemovePushSubscriptionRequest, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  
  RequestReset(argument: _gary_auth_v1_RequestResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  RequestReset(argument: _gary_auth_v1_RequestResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  RequestReset(argument: _gary_auth_v1_RequestResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  RequestReset(argument: _gary_auth_v1_RequestResetRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  requestReset(argument: _gary_auth_v1_RequestResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  requestReset(argument: _gary_auth_v1_RequestResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  requestReset(argument: _gary_auth_v1_RequestResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  requestReset(argument: _gary_auth_v1_RequestResetRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  ResendConfirmation(argument: _gary_auth_v1_RequestResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ResendConfirmation(argument: _gary_auth_v1_RequestResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ResendConfirmation(argument: _gary_auth_v1_RequestResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ResendConfirmation(argument: _gary_auth_v1_RequestResetRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  resendConfirmation(argument: _gary_auth_v1_RequestResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  resendConfirmation(argument: _gary_auth_v1_RequestResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  resendConfirmation(argument: _gary_auth_v1_RequestResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  resendConfirmation(argument: _gary_auth_v1_RequestResetRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  RevokeSession(argument: _gary_auth_v1_RevokeSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  RevokeSession(argument: _gary_auth_v1_RevokeSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  RevokeSession(argument: _gary_auth_v1_RevokeSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  RevokeSession(argument: _gary_auth_v1_RevokeSessionRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  revokeSession(argument: _gary_auth_v1_RevokeSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  revokeSession(argument: _gary_auth_v1_RevokeSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  revokeSession(argument: _gary_auth_v1_RevokeSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  revokeSession(argument: _gary_auth_v1_RevokeSessionRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  SetDateOfBirth(argument: _gary_auth_v1_SetDateOfBirthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  SetDateOfBirth(argument: _gary_auth_v1_SetDateOfBirthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  SetDateOfBirth(argument: _gary_auth_v1_SetDateOfBirthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  SetDateOfBirth(argument: _gary_auth_v1_SetDateOfBirthRequest, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  setDateOfBirth(argument: _gary_auth_v1_SetDateOfBirthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  setDateOfBirth(argument: _gary_auth_v1_SetDateOfBirthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  setDateOfBirth(argument: _gary_auth_v1_SetDateOfBirthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  setDateOfBirth(argument: _gary_auth_v1_SetDateOfBirthRequest, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  
  SignIn(argument: _gary_auth_v1_SignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _gary_auth_v1_SignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _gary_auth_v1_SignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _gary_auth_v1_SignInRequest, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  signIn(argument: _gary_auth_v1_SignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  signIn(argument: _gary_auth_v1_SignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  signIn(argument: _gary_auth_v1_SignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  signIn(argument: _gary_auth_v1_SignInRequest, callback: grpc.requestCallback<_gary_auth_v1_Session__Output>): grpc.ClientUnaryCall;
  
  SignOut(argument: _gary_auth_v1_SignOutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _gary_auth_v1_SignOutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _gary_auth_v1_SignOutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _gary_auth_v1_SignOutRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  signOut(argument: _gary_auth_v1_SignOutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  signOut(argument: _gary_auth_v1_SignOutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  signOut(argument: _gary_auth_v1_SignOutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  signOut(argument: _gary_auth_v1_SignOutRequest, callback: grpc.requestCallback<_gary_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  SignUp(argument: _gary_auth_v1_SignUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _gary_auth_v1_SignUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _gary_auth_v1_SignUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _gary_auth_v1_SignUpRequest, callback: grpc.requestCallback<_gary_auth_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  signUp(argument: _gary_auth_v1_SignUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  signUp(argument: _gary_auth_v1_SignUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  signUp(argument: _gary_auth_v1_SignUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  signUp(argument: _gary_auth_v1_SignUpRequest, callback: grpc.requestCallback<_gary_auth_v1_SignUpResponse__Output>): grpc.ClientUnaryCall;
  
  StartBreak(argument: _gary_auth_v1_StartBreakRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  StartBreak(argument: _gary_auth_v1_StartBreakRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  StartBreak(argument: _gary_auth_v1_StartBreakRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  StartBreak(argument: _gary_auth_v1_StartBreakRequest, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  startBreak(argument: _gary_auth_v1_StartBreakRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  startBreak(argument: _gary_auth_v1_StartBreakRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  startBreak(argument: _gary_auth_v1_StartBreakRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  startBreak(argument: _gary_auth_v1_StartBreakRequest, callback: grpc.requestCallback<_gary_auth_v1_PlayStatus__Output>): grpc.ClientUnaryCall;
  
  UnsubscribeAlert(argument: _gary_auth_v1_UnsubscribeAlertRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_UnsubscribeAlertResponse__Output>): grpc.ClientUnaryCall;
  UnsubscribeAlert(argument: _gary_auth_v1_UnsubscribeAlertRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_UnsubscribeAlertResponse__Output>): grpc.ClientUnaryCall;
  UnsubscribeAlert(argument: _gary_auth_v1_UnsubscribeAlertRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_UnsubscribeAlertResponse__Output>): grpc.ClientUnaryCall;
  UnsubscribeAlert(argument: _gary_auth_v1_UnsubscribeAlertRequest, callback: grpc.requestCallback<_gary_auth_v1_UnsubscribeAlertResponse__Output>): grpc.ClientUnaryCall;
  unsubscribeAlert(argument: _gary_auth_v1_UnsubscribeAlertRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_UnsubscribeAlertResponse__Output>): grpc.ClientUnaryCall;
  unsubscribeAlert(argument: _gary_auth_v1_UnsubscribeAlertRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_UnsubscribeAlertResponse__Output>): grpc.ClientUnaryCall;
  unsubscribeAlert(argument: _gary_auth_v1_UnsubscribeAlertRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_UnsubscribeAlertResponse__Output>): grpc.ClientUnaryCall;
  unsubscribeAlert(argument: _gary_auth_v1_UnsubscribeAlertRequest, callback: grpc.requestCallback<_gary_auth_v1_UnsubscribeAlertResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateAlertSettings(argument: _gary_auth_v1_UpdateAlertSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  UpdateAlertSettings(argument: _gary_auth_v1_UpdateAlertSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  UpdateAlertSettings(argument: _gary_auth_v1_UpdateAlertSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  UpdateAlertSettings(argument: _gary_auth_v1_UpdateAlertSettingsRequest, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  updateAlertSettings(argument: _gary_auth_v1_UpdateAlertSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  updateAlertSettings(argument: _gary_auth_v1_UpdateAlertSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  updateAlertSettings(argument: _gary_auth_v1_UpdateAlertSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  updateAlertSettings(argument: _gary_auth_v1_UpdateAlertSettingsRequest, callback: grpc.requestCallback<_gary_auth_v1_AlertSettings__Output>): grpc.ClientUnaryCall;
  
  UpdateProfile(argument: _gary_auth_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _gary_auth_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _gary_auth_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _gary_auth_v1_UpdateProfileRequest, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _gary_auth_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _gary_auth_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _gary_auth_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _gary_auth_v1_UpdateProfileRequest, callback: grpc.requestCallback<_gary_auth_v1_User__Output>): grpc.ClientUnaryCall;
  
}

export interface AuthServiceHandlers extends grpc.UntypedServiceImplementation {
  AddPushSubscription: grpc.handleUnaryCall<_gary_auth_v1_AddPushSubscriptionRequest__Output, _gary_auth_v1_AlertSettings>;
  
  Confirm: grpc.handleUnaryCall<_gary_auth_v1_ConfirmRequest__Output, _gary_auth_v1_User>;
  
  ConfirmBreakEnd: grpc.handleUnaryCall<_gary_auth_v1_ConfirmBreakEndRequest__Output, _gary_auth_v1_PlayStatus>;
  
  ConfirmReset: grpc.handleUnaryCall<_gary_auth_v1_ConfirmResetRequest__Output, _gary_common_v1_Empty>;
  
  DeleteAccount: grpc.handleUnaryCall<_gary_auth_v1_DeleteAccountRequest__Output, _gary_auth_v1_DeleteAccountResponse>;
  
  ExportAccount: grpc.handleUnaryCall<_gary_auth_v1_ExportAccountRequest__Output, _gary_auth_v1_AccountExport>;
  
  GetAlertSettings: grpc.handleUnaryCall<_gary_auth_v1_GetAlertSettingsRequest__Output, _gary_auth_v1_AlertSettings>;
  
  GetJwks: grpc.handleUnaryCall<_gary_common_v1_Empty__Output, _gary_auth_v1_Jwks>;
  
  GetPlay: grpc.handleUnaryCall<_gary_auth_v1_GetPlayRequest__Output, _gary_auth_v1_PlayStatus>;
  
  GetUser: grpc.handleUnaryCall<_gary_auth_v1_GetUserRequest__Output, _gary_auth_v1_User>;
  
  Guest: grpc.handleUnaryCall<_gary_auth_v1_GuestRequest__Output, _gary_auth_v1_Session>;
  
  ListMail: grpc.handleUnaryCall<_gary_auth_v1_ListMailRequest__Output, _gary_auth_v1_ListMailResponse>;
  
  ListSessions: grpc.handleUnaryCall<_gary_auth_v1_ListSessionsRequest__Output, _gary_auth_v1_ListSessionsResponse>;
  
  Refresh: grpc.handleUnaryCall<_gary_auth_v1_RefreshRequest__Output, _gary_auth_v1_Session>;
  
  RemovePushSubscription: grpc.handleUnaryCall<_gary_auth_v1_RemovePushSubscriptionRequest__Output, _gary_auth_v1_AlertSettings>;
  
  RequestReset: grpc.handleUnaryCall<_gary_auth_v1_RequestResetRequest__Output, _gary_common_v1_Empty>;
  
  ResendConfirmation: grpc.handleUnaryCall<_gary_auth_v1_RequestResetRequest__Output, _gary_common_v1_Empty>;
  
  RevokeSession: grpc.handleUnaryCall<_gary_auth_v1_RevokeSessionRequest__Output, _gary_common_v1_Empty>;
  
  SetDateOfBirth: grpc.handleUnaryCall<_gary_auth_v1_SetDateOfBirthRequest__Output, _gary_auth_v1_PlayStatus>;
  
  SignIn: grpc.handleUnaryCall<_gary_auth_v1_SignInRequest__Output, _gary_auth_v1_Session>;
  
  SignOut: grpc.handleUnaryCall<_gary_auth_v1_SignOutRequest__Output, _gary_common_v1_Empty>;
  
  SignUp: grpc.handleUnaryCall<_gary_auth_v1_SignUpRequest__Output, _gary_auth_v1_SignUpResponse>;
  
  StartBreak: grpc.handleUnaryCall<_gary_auth_v1_StartBreakRequest__Output, _gary_auth_v1_PlayStatus>;
  
  UnsubscribeAlert: grpc.handleUnaryCall<_gary_auth_v1_UnsubscribeAlertRequest__Output, _gary_auth_v1_UnsubscribeAlertResponse>;
  
  UpdateAlertSettings: grpc.handleUnaryCall<_gary_auth_v1_UpdateAlertSettingsRequest__Output, _gary_auth_v1_AlertSettings>;
  
  UpdateProfile: grpc.handleUnaryCall<_gary_auth_v1_UpdateProfileRequest__Output, _gary_auth_v1_User>;
  
}

export interface AuthServiceDefinition extends grpc.ServiceDefinition {
  AddPushSubscription: MethodDefinition<_gary_auth_v1_AddPushSubscriptionRequest, _gary_auth_v1_AlertSettings, _gary_auth_v1_AddPushSubscriptionRequest__Output, _gary_auth_v1_AlertSettings__Output>
  Confirm: MethodDefinition<_gary_auth_v1_ConfirmRequest, _gary_auth_v1_User, _gary_auth_v1_ConfirmRequest__Output, _gary_auth_v1_User__Output>
  ConfirmBreakEnd: MethodDefinition<_gary_auth_v1_ConfirmBreakEndRequest, _gary_auth_v1_PlayStatus, _gary_auth_v1_ConfirmBreakEndRequest__Output, _gary_auth_v1_PlayStatus__Output>
  ConfirmReset: MethodDefinition<_gary_auth_v1_ConfirmResetRequest, _gary_common_v1_Empty, _gary_auth_v1_ConfirmResetRequest__Output, _gary_common_v1_Empty__Output>
  DeleteAccount: MethodDefinition<_gary_auth_v1_DeleteAccountRequest, _gary_auth_v1_DeleteAccountResponse, _gary_auth_v1_DeleteAccountRequest__Output, _gary_auth_v1_DeleteAccountResponse__Output>
  ExportAccount: MethodDefinition<_gary_auth_v1_ExportAccountRequest, _gary_auth_v1_AccountExport, _gary_auth_v1_ExportAccountRequest__Output, _gary_auth_v1_AccountExport__Output>
  GetAlertSettings: MethodDefinition<_gary_auth_v1_GetAlertSettingsRequest, _gary_auth_v1_AlertSettings, _gary_auth_v1_GetAlertSettingsRequest__Output, _gary_auth_v1_AlertSettings__Output>
  GetJwks: MethodDefinition<_gary_common_v1_Empty, _gary_auth_v1_Jwks, _gary_common_v1_Empty__Output, _gary_auth_v1_Jwks__Output>
  GetPlay: MethodDefinition<_gary_auth_v1_GetPlayRequest, _gary_auth_v1_PlayStatus, _gary_auth_v1_GetPlayRequest__Output, _gary_auth_v1_PlayStatus__Output>
  GetUser: MethodDefinition<_gary_auth_v1_GetUserRequest, _gary_auth_v1_User, _gary_auth_v1_GetUserRequest__Output, _gary_auth_v1_User__Output>
  Guest: MethodDefinition<_gary_auth_v1_GuestRequest, _gary_auth_v1_Session, _gary_auth_v1_GuestRequest__Output, _gary_auth_v1_Session__Output>
  ListMail: MethodDefinition<_gary_auth_v1_ListMailRequest, _gary_auth_v1_ListMailResponse, _gary_auth_v1_ListMailRequest__Output, _gary_auth_v1_ListMailResponse__Output>
  ListSessions: MethodDefinition<_gary_auth_v1_ListSessionsRequest, _gary_auth_v1_ListSessionsResponse, _gary_auth_v1_ListSessionsRequest__Output, _gary_auth_v1_ListSessionsResponse__Output>
  Refresh: MethodDefinition<_gary_auth_v1_RefreshRequest, _gary_auth_v1_Session, _gary_auth_v1_RefreshRequest__Output, _gary_auth_v1_Session__Output>
  RemovePushSubscription: MethodDefinition<_gary_auth_v1_RemovePushSubscriptionRequest, _gary_auth_v1_AlertSettings, _gary_auth_v1_RemovePushSubscriptionRequest__Output, _gary_auth_v1_AlertSettings__Output>
  RequestReset: MethodDefinition<_gary_auth_v1_RequestResetRequest, _gary_common_v1_Empty, _gary_auth_v1_RequestResetRequest__Output, _gary_common_v1_Empty__Output>
  ResendConfirmation: MethodDefinition<_gary_auth_v1_RequestResetRequest, _gary_common_v1_Empty, _gary_auth_v1_RequestResetRequest__Output, _gary_common_v1_Empty__Output>
  RevokeSession: MethodDefinition<_gary_auth_v1_RevokeSessionRequest, _gary_common_v1_Empty, _gary_auth_v1_RevokeSessionRequest__Output, _gary_common_v1_Empty__Output>
  SetDateOfBirth: MethodDefinition<_gary_auth_v1_SetDateOfBirthRequest, _gary_auth_v1_PlayStatus, _gary_auth_v1_SetDateOfBirthRequest__Output, _gary_auth_v1_PlayStatus__Output>
  SignIn: MethodDefinition<_gary_auth_v1_SignInRequest, _gary_auth_v1_Session, _gary_auth_v1_SignInRequest__Output, _gary_auth_v1_Session__Output>
  SignOut: MethodDefinition<_gary_auth_v1_SignOutRequest, _gary_common_v1_Empty, _gary_auth_v1_SignOutRequest__Output, _gary_common_v1_Empty__Output>
  SignUp: MethodDefinition<_gary_auth_v1_SignUpRequest, _gary_auth_v1_SignUpResponse, _gary_auth_v1_SignUpRequest__Output, _gary_auth_v1_SignUpResponse__Output>
  StartBreak: MethodDefinition<_gary_auth_v1_StartBreakRequest, _gary_auth_v1_PlayStatus, _gary_auth_v1_StartBreakRequest__Output, _gary_auth_v1_PlayStatus__Output>
  UnsubscribeAlert: MethodDefinition<_gary_auth_v1_UnsubscribeAlertRequest, _gary_auth_v1_UnsubscribeAlertResponse, _gary_auth_v1_UnsubscribeAlertRequest__Output, _gary_auth_v1_UnsubscribeAlertResponse__Output>
  UpdateAlertSettings: MethodDefinition<_gary_auth_v1_UpdateAlertSettingsRequest, _gary_auth_v1_AlertSettings, _gary_auth_v1_UpdateAlertSettingsRequest__Output, _gary_auth_v1_AlertSettings__Output>
  UpdateProfile: MethodDefinition<_gary_auth_v1_UpdateProfileRequest, _gary_auth_v1_User, _gary_auth_v1_UpdateProfileRequest__Output, _gary_auth_v1_User__Output>
}
