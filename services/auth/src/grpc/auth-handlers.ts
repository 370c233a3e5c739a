// gRPC handlers of gary.auth.v1.AuthService: decode, call the services, shape the reply. Errors are
// AppErrors already (errors.ts), which the platform maps to gRPC statuses.
import { AppError, forbidden, type CallContext, type ServiceImpl } from '@gary/platform';
import type { AccountService } from '../account-service';
import type { AlertService, AlertSettings } from '../alerts/alert-service';
import { ALERT_CHANNELS, ALERT_KINDS } from '../domain/alert-rules';
import type { KeyRing } from '../adapters/key-ring';
import type { MailboxService } from '../mailbox-service';
import type { MemberDataService } from '../member-data-service';
import type { PlayService, PlayStatusView } from '../play-service';
import type { IssuedSession, SessionService } from '../session-service';

/** Services trust the gateway, but a forwarded caller may still only touch their own account. */
function assertSelf(ctx: CallContext, userId: string): void {
  if (ctx.userId && ctx.userId !== userId && ctx.role !== 'admin') throw forbidden('forbidden', 'You can only change your own account.');
}

const sessionReply = (s: IssuedSession) => ({ ...s });

export function authHandlers(d: { accounts: AccountService; sessions: SessionService; keys: KeyRing; mailbox: MailboxService | null; play: PlayService; alerts: AlertService; memberData: MemberDataService }): ServiceImpl<'auth'> {
  const playReply = (s: PlayStatusView) => ({ ...s, current: s.current ?? undefined });
  const alertReply = (s: AlertSettings) => ({
    timeZone: s.timeZone,
    quietStart: s.quietStart ?? '',
    quietEnd: s.quietEnd ?? '',
    prefs: ALERT_KINDS.flatMap((kind) => ALERT_CHANNELS.map((channel) => ({ kind, channel, on: s.prefs[kind][channel] }))),
    pushSubscriptions: s.pushSubscriptions,
    vapidPublicKey: d.alerts.vapidPublicKey,
  });
  return {
    async SignUp(req) {
      const { user } = await d.accounts.signUp({ email: req.email, password: req.password, ip: req.ip, origin: req.redirectOrigin, dateOfBirth: req.dateOfBirth });
      return { user, confirmationRequired: true };
    },
    Confirm: (req) => d.accounts.confirm({ token: req.token }),
    async SignIn(req) {
      return sessionReply(await d.sessions.signIn({ email: req.email, password: req.password, ip: req.ip, userAgent: req.userAgent, deviceToken: req.deviceToken }));
    },
    async Refresh(req) {
      return sessionReply(await d.sessions.refresh({ refreshToken: req.refreshToken, ip: req.ip }));
    },
    async SignOut(req, ctx) {
      await d.sessions.signOut({ refreshToken: req.refreshToken, sessionId: req.sessionId, userId: ctx.userId });
      return {};
    },
    async RequestReset(req) {
      await d.accounts.requestReset({ email: req.email, ip: req.ip, origin: req.redirectOrigin });
      return {};
    },
    async ResendConfirmation(req) {
      await d.accounts.resendConfirmation({ email: req.email, ip: req.ip, origin: req.redirectOrigin });
      return {};
    },
    async ConfirmReset(req) {
      await d.accounts.confirmReset({ token: req.token, password: req.password });
      return {};
    },
    async Guest(req) {
      return sessionReply(await d.sessions.guest({ ip: req.ip }));
    },
    GetUser: (req) => d.accounts.getUser(req.userId),
    async UpdateProfile(req, ctx) {
      assertSelf(ctx, req.userId);
      return d.accounts.updateProfile(req.userId, { username: req.username, avatarUrl: req.avatarUrl });
    },
    async ListSessions(req, ctx) {
      assertSelf(ctx, req.userId);
      return { sessions: await d.sessions.list(req.userId, req.currentSessionId) };
    },
    async RevokeSession(req, ctx) {
      assertSelf(ctx, req.userId);
      await d.sessions.revoke(req.userId, req.sessionId);
      return {};
    },
    async GetJwks() {
      return { keys: await d.keys.jwks() };
    },
    async GetPlay(req, ctx) {
      assertSelf(ctx, req.userId);
      return playReply(await d.play.status(req.userId));
    },
    async StartBreak(req, ctx) {
      assertSelf(ctx, req.userId);
      return playReply(await d.play.startBreak(req.userId, req.kind, req.period));
    },
    async ConfirmBreakEnd(req, ctx) {
      assertSelf(ctx, req.userId);
      return playReply(await d.play.confirmEnd(req.userId, req.password));
    },
    async SetDateOfBirth(req, ctx) {
      assertSelf(ctx, req.userId);
      return playReply(await d.play.setDateOfBirth(req.userId, req.dateOfBirth));
    },
    async ListMail(req, ctx) {
      if (!d.mailbox) throw new AppError('precondition', 'mailbox_disabled', 'Mail is sent over SMTP; there is no dev mailbox.');
      const rows = await d.mailbox.list({ to: req.to, limit: req.limit, password: req.password, ip: req.ip }, { userId: ctx.userId, role: ctx.role });
      return {
        messages: rows.map((m) => ({
          id: m.id,
          to: m.recipient,
          subject: m.subject,
          text: m.text_body,
          html: m.html_body,
          sentAt: m.created_at.toISOString(),
          links: m.links,
        })),
      };
    },
    async GetAlertSettings(req, ctx) {
      assertSelf(ctx, req.userId);
      return alertReply(await d.alerts.get(req.userId));
    },
    async UpdateAlertSettings(req, ctx) {
      assertSelf(ctx, req.userId);
      return alertReply(
        await d.alerts.update(req.userId, {
          timeZone: req.timeZone ?? undefined,
          ...(req.setQuiet ? { quietStart: req.quietStart || null, quietEnd: req.quietEnd || null } : {}),
          prefs: req.prefs,
        }),
      );
    },
    async AddPushSubscription(req, ctx) {
      assertSelf(ctx, req.userId);
      return alertReply(await d.alerts.subscribe(req.userId, { endpoint: req.endpoint, p256dh: req.p256dh, auth: req.auth }));
    },
    async RemovePushSubscription(req, ctx) {
      assertSelf(ctx, req.userId);
      return alertReply(await d.alerts.unsubscribe(req.userId, req.endpoint));
    },
    UnsubscribeAlert: (req) => d.alerts.unsubscribeByToken(req.token),
    async ExportAccount(req, ctx) {
      assertSelf(ctx, req.userId);
      return { document: await d.memberData.exportAccount(req.userId) };
    },
    // Only the member: an admin's forwarded role does not delete someone else's account here.
    async DeleteAccount(req, ctx) {
      if (ctx.userId && ctx.userId !== req.userId) throw forbidden('forbidden', 'You can only delete your own account.');
      const r = await d.memberData.deleteAccount(req.userId, req.password, req.ip);
      return { deletedAt: r.deletedAt.toISOString(), breakKeptUntil: r.breakKeptUntil?.toISOString() ?? '' };
    },
  };
}
