import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccountExport as _gary_auth_v1_AccountExport, AccountExport__Output as _gary_auth_v1_AccountExport__Output } from './gary/auth/v1/AccountExport';
import type { AddPushSubscriptionRequest as _gary_auth_v1_AddPushSubscriptionRequest, AddPushSubscriptionRequest__Output as _gary_auth_v1_AddPushSubscriptionRequest__Output } from './gary/auth/v1/AddPushSubscriptionRequest';
import type { AlertPref as _gary_auth_v1_AlertPref, AlertPref__Output as _gary_auth_v1_AlertPref__Output } from './gary/auth/v1/AlertPref';
import type { AlertSettings as _gary_auth_v1_AlertSettings, AlertSettings__Output as _gary_auth_v1_AlertSettings__Output } from './gary/auth/v1/AlertSettings';
import type { AuthServiceClient as _gary_auth_v1_AuthServiceClient, AuthServiceDefinition as _gary_auth_v1_AuthServiceDefinition } from './gary/auth/v1/AuthService';
import type { ConfirmBreakEndRequest as _gary_auth_v1_ConfirmBreakEndRequest, ConfirmBreakEndRequest__Output as _gary_auth_v1_ConfirmBreakEndRequest__Output } from './gary/auth/v1/ConfirmBreakEndRequest';
import type { ConfirmRequest as _gary_auth_v1_ConfirmRequest, ConfirmRequest__Output as _gary_auth_v1_ConfirmRequest__Output } from './gary/auth/v1/ConfirmRequest';
import type { ConfirmResetRequest as _gary_auth_v1_ConfirmResetRequest, ConfirmResetRequest__Output as _gary_auth_v1_ConfirmResetRequest__Output } from './gary/auth/v1/ConfirmResetRequest';
import type { DeleteAccountRequest as _gary_auth_v1_DeleteAccountRequest, DeleteAccountRequest__Output as _gary_auth_v1_DeleteAccountRequest__Output } from './gary/auth/v1/DeleteAccountRequest';
import type { DeleteAccountResponse as _gary_auth_v1_DeleteAccountResponse, DeleteAccountResponse__Output as _gary_auth_v1_DeleteAccountResponse__Output } from './gary/auth/v1/DeleteAccountResponse';
import type { ExportAccountRequest as _gary_auth_v1_ExportAccountRequest, ExportAccountRequest__Output as _gary_auth_v1_ExportAccountRequest__Output } from './gary/auth/v1/ExportAccountRequest';
import type { GetAlertSettingsRequest as _gary_auth_v1_GetAlertSettingsRequest, GetAlertSettingsRequest__Output as _gary_auth_v1_GetAlertSettingsRequest__Output } from './gary/auth/v1/GetAlertSettingsRequest';
import type { GetPlayRequest as _gary_auth_v1_GetPlayRequest, GetPlayRequest__Output as _gary_auth_v1_GetPlayRequest__Output } from './gary/auth/v1/GetPlayRequest';
import type { GetUserRequest as _gary_auth_v1_GetUserRequest, GetUserRequest__Output as _gary_auth_v1_GetUserRequest__Output } from './gary/auth/v1/GetUserRequest';
import type { GuestRequest as _gary_auth_v1_GuestRequest, GuestRequest__Output as _gary_auth_v1_GuestRequest__Output } from './gary/auth/v1/GuestRequest';
import type { Jwk as _gary_auth_v1_Jwk, Jwk__Output as _gary_auth_v1_Jwk__Output } from './gary/auth/v1/Jwk';
import type { Jwks as _gary_auth_v1_Jwks, Jwks__Output as _gary_auth_v1_Jwks__Output } from './gary/auth/v1/Jwks';
import type { ListMailRequest as _gary_auth_v1_ListMailRequest, ListMailRequest__Output as _gary_auth_v1_ListMailRequest__Output } from './gary/auth/v1/ListMailRequest';
import type { ListMailResponse as _gary_auth_v1_ListMailResponse, ListMailResponse__Output as _gary_auth_v1_ListMailResponse__Output } from './gary/auth/v1/ListMailResponse';
import type { ListSessionsRequest as _gary_auth_v1_ListSessionsRequest, ListSessionsRequest__Output as _gary_auth_v1_ListSessionsRequest__Output } from './gary/auth/v1/ListSessionsRequest';
import type { ListSessionsResponse as _gary_auth_v1_ListSessionsResponse, ListSessionsResponse__Output as _gary_auth_v1_ListSessionsResponse__Output } from './gary/auth/v1/ListSessionsResponse';
import type { Mail as _gary_auth_v1_Mail, Mail__Output as _gary_auth_v1_Mail__Output } from './gary/auth/v1/Mail';
import type { PlayBreak as _gary_auth_v1_PlayBreak, PlayBreak__Output as _gary_auth_v1_PlayBreak__Output } from './gary/auth/v1/PlayBreak';
import type { PlayStatus as _gary_auth_v1_PlayStatus, PlayStatus__Output as _gary_auth_v1_PlayStatus__Output } from './gary/auth/v1/PlayStatus';
import type { RefreshRequest as _gary_auth_v1_RefreshRequest, RefreshRequest__Output as _gary_auth_v1_RefreshRequest__Output } from './gary/auth/v1/RefreshRequest';
import type { RemovePushSubscriptionRequest as _gary_auth_v1_RemovePushSubscriptionRequest, RemovePushSubscriptionRequest__Output as _gary_auth_v1_RemovePushSubscriptionRequest__Output } from './gary/auth/v1/RemovePushSubscriptionRequest';
import type { RequestResetRequest as _gary_auth_v1_RequestResetRequest, RequestResetRequest__Output as _gary_auth_v1_RequestResetRequest__Output } from './gary/auth/v1/RequestResetRequest';
import type { RevokeSessionRequest as _gary_auth_v1_RevokeSessionRequest, RevokeSessionRequest__Output as _gary_auth_v1_RevokeSessionRequest__Output } from './gary/auth/v1/RevokeSessionRequest';
import type { Session as _gary_auth_v1_Session, Session__Output as _gary_auth_v1_Session__Output } from './gary/auth/v1/Session';
import type { SessionInfo as _gary_auth_v1_SessionInfo, SessionInfo__Output as _gary_auth_v1_SessionInfo__Output } from './gary/auth/v1/SessionInfo';
import type { SetDateOfBirthRequest as _gary_auth_v1_SetDateOfBirthRequest, SetDateOfBirthRequest__Output as _gary_auth_v1_SetDateOfBirthRequest__Output } from './gary/auth/v1/SetDateOfBirthRequest';
import type { SignInRequest as _gary_auth_v1_SignInRequest, SignInRequest__Output as _gary_auth_v1_SignInRequest__Output } from './gary/auth/v1/SignInRequest';
import type { SignOutRequest as _gary_auth_v1_SignOutRequest, SignOutRequest__Output as _gary_auth_v1_SignOutRequest__Output } from './gary/auth/v1/SignOutRequest';
import type { SignUpRequest as _gary_auth_v1_SignUpRequest, SignUpRequest__Output as _gary_auth_v1_SignUpRequest__Output } from './gary/auth/v1/SignUpRequest';
import type { SignUpResponse as _gary_auth_v1_SignUpResponse, SignUpResponse__Output as _gary_auth_v1_SignUpResponse__Output } from './gary/auth/v1/SignUpResponse';
import type { StartBreakRequest as _gary_auth_v1_StartBreakRequest, StartBreakRequest__Output as _gary_auth_v1_StartBreakRequest__Output } from './gary/auth/v1/StartBreakRequest';
import type { UnsubscribeAlertRequest as _gary_auth_v1_UnsubscribeAlertRequest, UnsubscribeAlertRequest__Output as _gary_auth_v1_UnsubscribeAlertRequest__Output } from './gary/auth/v1/UnsubscribeAlertRequest';
import type { UnsubscribeAlertResponse as _gary_auth_v1_UnsubscribeAlertResponse, UnsubscribeAlertResponse__Output as _gary_auth_v1_UnsubscribeAlertResponse__Output } from './gary/auth/v1/UnsubscribeAlertResponse';
import type { UpdateAlertSettingsRequest as _gary_auth_v1_UpdateAlertSettingsRequest, UpdateAlertSettingsRequest__Output as _gary_auth_v1_UpdateAlertSettingsRequest__Output } from './gary/auth/v1/UpdateAlertSettingsRequest';
import type { UpdateProfileRequest as _gary_auth_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _gary_auth_v1_UpdateProfileRequest__Output } from './gary/auth/v1/UpdateProfileRequest';
import type { User as _gary_auth_v1_User, User__Output as _gary_auth_v1_User__Output } from './gary/auth/v1/User';
import type { BetTypeStat as _gary_common_v1_BetTypeStat, BetTypeStat__Output as _gary_common_v1_BetTypeStat__Output } from './gary/common/v1/BetTypeStat';
import type { Billfold as _gary_common_v1_Billfold, Billfold__Output as _gary_common_v1_Billfold__Output } from './gary/common/v1/Billfold';
import type { BillfoldRequest as _gary_common_v1_BillfoldRequest, BillfoldRequest__Output as _gary_common_v1_BillfoldRequest__Output } from './gary/common/v1/BillfoldRequest';
import type { CalibrationBucket as _gary_common_v1_CalibrationBucket, CalibrationBucket__Output as _gary_common_v1_CalibrationBucket__Output } from './gary/common/v1/CalibrationBucket';
import type { CallRecord as _gary_common_v1_CallRecord, CallRecord__Output as _gary_common_v1_CallRecord__Output } from './gary/common/v1/CallRecord';
import type { Caller as _gary_common_v1_Caller, Caller__Output as _gary_common_v1_Caller__Output } from './gary/common/v1/Caller';
import type { Empty as _gary_common_v1_Empty, Empty__Output as _gary_common_v1_Empty__Output } from './gary/common/v1/Empty';
import type { MostProfitable as _gary_common_v1_MostProfitable, MostProfitable__Output as _gary_common_v1_MostProfitable__Output } from './gary/common/v1/MostProfitable';
import type { ParlayRecord as _gary_common_v1_ParlayRecord, ParlayRecord__Output as _gary_common_v1_ParlayRecord__Output } from './gary/common/v1/ParlayRecord';
import type { PlayableHourBefore as _gary_common_v1_PlayableHourBefore, PlayableHourBefore__Output as _gary_common_v1_PlayableHourBefore__Output } from './gary/common/v1/PlayableHourBefore';
import type { RecentResult as _gary_common_v1_RecentResult, RecentResult__Output as _gary_common_v1_RecentResult__Output } from './gary/common/v1/RecentResult';
import type { Record as _gary_common_v1_Record, Record__Output as _gary_common_v1_Record__Output } from './gary/common/v1/Record';
import type { ScratchedPick as _gary_common_v1_ScratchedPick, ScratchedPick__Output as _gary_common_v1_ScratchedPick__Output } from './gary/common/v1/ScratchedPick';
import type { SportPerformance as _gary_common_v1_SportPerformance, SportPerformance__Output as _gary_common_v1_SportPerformance__Output } from './gary/common/v1/SportPerformance';
import type { TopWin as _gary_common_v1_TopWin, TopWin__Output as _gary_common_v1_TopWin__Output } from './gary/common/v1/TopWin';
import type { UnitsPoint as _gary_common_v1_UnitsPoint, UnitsPoint__Output as _gary_common_v1_UnitsPoint__Output } from './gary/common/v1/UnitsPoint';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  gary: {
    auth: {
      v1: {
        AccountExport: MessageTypeDefinition<_gary_auth_v1_AccountExport, _gary_auth_v1_AccountExport__Output>
        AddPushSubscriptionRequest: MessageTypeDefinition<_gary_auth_v1_AddPushSubscriptionRequest, _gary_auth_v1_AddPushSubscriptionRequest__Output>
        AlertPref: MessageTypeDefinition<_gary_auth_v1_AlertPref, _gary_auth_v1_AlertPref__Output>
        AlertSettings: MessageTypeDefinition<_gary_auth_v1_AlertSettings, _gary_auth_v1_AlertSettings__Output>
        AuthService: SubtypeConstructor<typeof grpc.Client, _gary_auth_v1_AuthServiceClient> & { service: _gary_auth_v1_AuthServiceDefinition }
        ConfirmBreakEndRequest: MessageTypeDefinition<_gary_auth_v1_ConfirmBreakEndRequest, _gary_auth_v1_ConfirmBreakEndRequest__Output>
        ConfirmRequest: MessageTypeDefinition<_gary_auth_v1_ConfirmRequest, _gary_auth_v1_ConfirmRequest__Output>
        ConfirmResetRequest: MessageTypeDefinition<_gary_auth_v1_ConfirmResetRequest, _gary_auth_v1_ConfirmResetRequest__Output>
        DeleteAccountRequest: MessageTypeDefinition<_gary_auth_v1_DeleteAccountRequest, _gary_auth_v1_DeleteAccountRequest__Output>
        DeleteAccountResponse: MessageTypeDefinition<_gary_auth_v1_DeleteAccountResponse, _gary_auth_v1_DeleteAccountResponse__Output>
        ExportAccountRequest: MessageTypeDefinition<_gary_auth_v1_ExportAccountRequest, _gary_auth_v1_ExportAccountRequest__Output>
        GetAlertSettingsRequest: MessageTypeDefinition<_gary_auth_v1_GetAlertSettingsRequest, _gary_auth_v1_GetAlertSettingsRequest__Output>
        GetPlayRequest: MessageTypeDefinition<_gary_auth_v1_GetPlayRequest, _gary_auth_v1_GetPlayRequest__Output>
        GetUserRequest: MessageTypeDefinition<_gary_auth_v1_GetUserRequest, _gary_auth_v1_GetUserRequest__Output>
        GuestRequest: MessageTypeDefinition<_gary_auth_v1_GuestRequest, _gary_auth_v1_GuestRequest__Output>
        Jwk: MessageTypeDefinition<_gary_auth_v1_Jwk, _gary_auth_v1_Jwk__Output>
        Jwks: MessageTypeDefinition<_gary_auth_v1_Jwks, _gary_auth_v1_Jwks__Output>
        ListMailRequest: MessageTypeDefinition<_gary_auth_v1_ListMailRequest, _gary_auth_v1_ListMailRequest__Output>
        ListMailResponse: MessageTypeDefinition<_gary_auth_v1_ListMailResponse, _gary_auth_v1_ListMailResponse__Output>
        ListSessionsRequest: MessageTypeDefinition<_gary_auth_v1_ListSessionsRequest, _gary_auth_v1_ListSessionsRequest__Output>
        ListSessionsResponse: MessageTypeDefinition<_gary_auth_v1_ListSessionsResponse, _gary_auth_v1_ListSessionsResponse__Output>
        Mail: MessageTypeDefinition<_gary_auth_v1_Mail, _gary_auth_v1_Mail__Output>
        PlayBreak: MessageTypeDefinition<_gary_auth_v1_PlayBreak, _gary_auth_v1_PlayBreak__Output>
        PlayStatus: MessageTypeDefinition<_gary_auth_v1_PlayStatus, _gary_auth_v1_PlayStatus__Output>
        RefreshRequest: MessageTypeDefinition<_gary_auth_v1_RefreshRequest, _gary_auth_v1_RefreshRequest__Output>
        RemovePushSubscriptionRequest: MessageTypeDefinition<_gary_auth_v1_RemovePushSubscriptionRequest, _gary_auth_v1_RemovePushSubscriptionRequest__Output>
        RequestResetRequest: MessageTypeDefinition<_gary_auth_v1_RequestResetRequest, _gary_auth_v1_RequestResetRequest__Output>
        RevokeSessionRequest: MessageTypeDefinition<_gary_auth_v1_RevokeSessionRequest, _gary_auth_v1_RevokeSessionRequest__Output>
        Session: MessageTypeDefinition<_gary_auth_v1_Session, _gary_auth_v1_Session__Output>
        SessionInfo: MessageTypeDefinition<_gary_auth_v1_SessionInfo, _gary_auth_v1_SessionInfo__Output>
        SetDateOfBirthRequest: MessageTypeDefinition<_gary_auth_v1_SetDateOfBirthRequest, _gary_auth_v1_SetDateOfBirthRequest__Output>
        SignInRequest: MessageTypeDefinition<_gary_auth_v1_SignInRequest, _gary_auth_v1_SignInRequest__Output>
        SignOutRequest: MessageTypeDefinition<_gary_auth_v1_SignOutRequest, _gary_auth_v1_SignOutRequest__Output>
        SignUpRequest: MessageTypeDefinition<_gary_auth_v1_SignUpRequest, _gary_auth_v1_SignUpRequest__Output>
        SignUpResponse: MessageTypeDefinition<_gary_auth_v1_SignUpResponse, _gary_auth_v1_SignUpResponse__Output>
        StartBreakRequest: MessageTypeDefinition<_gary_auth_v1_StartBreakRequest, _gary_auth_v1_StartBreakRequest__Output>
        UnsubscribeAlertRequest: MessageTypeDefinition<_gary_auth_v1_UnsubscribeAlertRequest, _gary_auth_v1_UnsubscribeAlertRequest__Output>
        UnsubscribeAlertResponse: MessageTypeDefinition<_gary_auth_v1_UnsubscribeAlertResponse, _gary_auth_v1_UnsubscribeAlertResponse__Output>
        UpdateAlertSettingsRequest: MessageTypeDefinition<_gary_auth_v1_UpdateAlertSettingsRequest, _gary_auth_v1_UpdateAlertSettingsRequest__Output>
        UpdateProfileRequest: MessageTypeDefinition<_gary_auth_v1_UpdateProfileRequest, _gary_auth_v1_UpdateProfileRequest__Output>
        User: MessageTypeDefinition<_gary_auth_v1_User, _gary_auth_v1_User__Output>
      }
    }
    common: {
      v1: {
        BetTypeStat: MessageTypeDefinition<_gary_common_v1_BetTypeStat, _gary_common_v1_BetTypeStat__Output>
        Billfold: MessageTypeDefinition<_gary_common_v1_Billfold, _gary_common_v1_Billfold__Output>
        BillfoldRequest: MessageTypeDefinition<_gary_common_v1_BillfoldRequest, _gary_common_v1_BillfoldRequest__Output>
        CalibrationBucket: MessageTypeDefinition<_gary_common_v1_CalibrationBucket, _gary_common_v1_CalibrationBucket__Output>
        CallRecord: MessageTypeDefinition<_gary_common_v1_CallRecord, _gary_common_v1_CallRecord__Output>
        Caller: MessageTypeDefinition<_gary_common_v1_Caller, _gary_common_v1_Caller__Output>
        Empty: MessageTypeDefinition<_gary_common_v1_Empty, _gary_common_v1_Empty__Output>
        MostProfitable: MessageTypeDefinition<_gary_common_v1_MostProfitable, _gary_common_v1_MostProfitable__Output>
        ParlayRecord: MessageTypeDefinition<_gary_common_v1_ParlayRecord, _gary_common_v1_ParlayRecord__Output>
        PlayableHourBefore: MessageTypeDefinition<_gary_common_v1_PlayableHourBefore, _gary_common_v1_PlayableHourBefore__Output>
        RecentResult: MessageTypeDefinition<_gary_common_v1_RecentResult, _gary_common_v1_RecentResult__Output>
        Record: MessageTypeDefinition<_gary_common_v1_Record, _gary_common_v1_Record__Output>
        ScratchedPick: MessageTypeDefinition<_gary_common_v1_ScratchedPick, _gary_common_v1_ScratchedPick__Output>
        SportPerformance: MessageTypeDefinition<_gary_common_v1_SportPerformance, _gary_common_v1_SportPerformance__Output>
        TopWin: MessageTypeDefinition<_gary_common_v1_TopWin, _gary_common_v1_TopWin__Output>
        UnitsPoint: MessageTypeDefinition<_gary_common_v1_UnitsPoint, _gary_common_v1_UnitsPoint__Output>
      }
    }
  }
}

