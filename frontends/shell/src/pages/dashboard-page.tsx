import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink, Card, displayName, useSession, usePageTitle, useToast, type BetCard, type MyDecision, type MyDecisions } from '@gary/design';
import { Badge, ResultBadge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Table } from '@gary/design/table';
import { cardPickLabel, formatShortDate, formatWinRateCard, streakDisplay } from '@gary/betting/display';
import { MyData } from '../components/my-data';
import { PlayWithAPlan } from '../components/play-with-a-plan';
import styles from './dashboard.module.css';

const OUTCOME_TO_RESULT: Record<string, string> = { win: 'won', loss: 'lost', push: 'push' };

/** The public name and avatar (PUT /api/me/profile): what the leaderboard and BetCard show. */
function ProfileForm() {
  const { user, store } = useSession();
  const toast = useToast();
  const [name, setName] = useState(user?.username ?? '');
  const [avatar, setAvatar] = useState(user?.avatarUrl ?? '');
  const [saving, setSaving] = useState(false);
  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    const r = await store.api.put('/api/me/profile', { username: name.trim(), avatarUrl: avatar.trim() || null });
    setSaving(false);
    if (r.ok) {
      toast.success('Profile saved.');
      void store.refreshUser();
    } else toast.error(r.error.message || 'Could not save your profile. Please try again.');
  }
  return (
    <form className={styles.profileForm} onSubmit={(e) => void save(e)} aria-label="Public profile">
      <label className={styles.statLabel} htmlFor="profile-name">Display name (shown on the leaderboard)</label>
      <input id="profile-name" className={styles.input} value={name} minLength={2} maxLength={30} required aria-describedby="profile-name-hint" onChange={(e) => setName(e.target.value)} />
      <span id="profile-name-hint" className={styles.muted} style={{ fontSize: '0.8rem' }}>2-30 letters, numbers, dots, dashes or underscores.</span>
      <label className={styles.statLabel} htmlFor="profile-avatar">Avatar image URL (optional)</label>
      <input id="profile-avatar" className={styles.input} type="url" value={avatar} onChange={(e) => setAvatar(e.target.value)} placeholder="https://" />
      <Button type="submit" size="small" disabled={saving}>{saving ? 'Saving...' : 'Save profile'}</Button>
    </form>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user, plan, subscription, isPro, store } = useSession();
  const toast = useToast();
  const stats = useApiQuery((api, s) => api.get<BetCard>('/api/stats/me', undefined, s), 'stats-me');
  const decisions = useApiQuery((api, s) => api.get<MyDecisions>('/api/decisions/mine', undefined, s), 'decisions-mine');
  const [cancelling, setCancelling] = useState(false);
  const [askCancel, setAskCancel] = useState(false);
  const name = displayName(user);

  /** Cancel at the end of the paid period, or undo that while the period lasts. */
  async function change(action: 'cancel' | 'resume') {
    setAskCancel(false);
    setCancelling(true);
    const r = await store.api.post(`/api/billing/${action}`);
    setCancelling(false);
    if (r.ok) {
      toast.success(action === 'cancel' ? 'Your subscription will end at the close of this billing period.' : 'Pro is back on: your subscription renews as before.');
      void store.refreshUser();
    } else toast.error(r.error.message || (action === 'cancel' ? 'Could not cancel. Please try again.' : 'Could not resume. Please try again.'));
  }


  return (
    <div className="gary-page">
      <p className="gary-eyebrow">Your account</p>
      <h1 className="gary-title">Dashboard</h1>
      <div className={styles.grid}>
        <Card className={styles.profile} aria-label="Profile">
          <div className={styles.who}>
            <div className={styles.avatar} aria-hidden="true">{name.charAt(0).toUpperCase()}</div>
            <div>
              <p className={styles.name}>{name}</p>
              <p className={styles.email}>{user?.email}</p>
            </div>
          </div>
          <QueryState
            query={stats}
            compact
            loading="Loading your stats..."
            error={(e) => `Error loading stats: ${e.message}`}
            errorDetail={null}
            isEmpty={(d) => d.totalDecisions === 0}
            empty="No decisions yet"
            emptyDetail="Ride or fade a pick and your numbers start here."
          >
            {(s) => (
              <div className={styles.stats}>
                <div className={styles.stat}><div className={styles.statLabel}>Win rate</div><div className={styles.statValue}>{formatWinRateCard(s.winCount, s.lossCount)}</div></div>
                <div className={styles.stat}><div className={styles.statLabel}>Record</div><div className={styles.statValue}>{s.winCount}-{s.lossCount}{s.pushCount ? `-${s.pushCount}` : ''}</div></div>
                <div className={styles.stat}><div className={styles.statLabel}>Streak</div><div className={styles.statValue}>{streakDisplay(s.streak)}</div></div>
                <div className={styles.stat}><div className={styles.statLabel}>Decisions</div><div className={styles.statValue}>{s.totalDecisions}</div></div>
              </div>
            )}
          </QueryState>
          <div className={styles.plan}>
            <div>
              <div className={styles.statLabel}>Plan</div>
              <Badge tone={isPro ? 'accent' : 'neutral'}>{plan === 'pro' ? 'Pro' : 'Free'}</Badge>
              {subscription?.currentPeriodEnd ? (
                <p className={styles.muted} style={{ margin: '6px 0 0', fontSize: '0.85rem' }}>
                  {subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews'} {formatShortDate(subscription.currentPeriodEnd)}
                </p>
              ) : null}
            </div>
            {isPro && !subscription?.cancelAtPeriodEnd && askCancel ? (
              <div role="alertdialog" aria-label="Cancel subscription?" className={styles.confirm}>
                <p style={{ margin: 0 }}>
                  Cancel Pro? You keep it until {subscription?.currentPeriodEnd ? formatShortDate(subscription.currentPeriodEnd) : 'the end of this billing period'}, then the account goes back to Free.
                </p>
                <Button size="small" variant="danger" onClick={() => void change('cancel')}>Yes, cancel Pro</Button>
                <Button size="small" variant="secondary" onClick={() => setAskCancel(false)}>Keep Pro</Button>
              </div>
            ) : isPro && !subscription?.cancelAtPeriodEnd ? (
              <Button size="small" variant="danger" onClick={() => setAskCancel(true)} disabled={cancelling}>{cancelling ? 'Cancelling...' : 'Cancel subscription'}</Button>
            ) : isPro && subscription?.cancelAtPeriodEnd ? (
              <Button size="small" onClick={() => void change('resume')} disabled={cancelling}>{cancelling ? 'Resuming...' : 'Resume Pro'}</Button>
            ) : !isPro ? (
              <ButtonLink size="small" to="/pricing">Go Pro</ButtonLink>
            ) : null}
          </div>
          <ProfileForm />
          <ButtonLink to="/signout" variant="secondary" block>Sign Out</ButtonLink>
        </Card>
        <div className="gary-stack">
          <nav className={styles.links} aria-label="Quick links">
            <Link className={styles.quick} to="/real-gary-picks">Today's Picks<small>Ride or fade the card</small></Link>
            <Link className={styles.quick} to="/betcard">BetCard<small>Your full history</small></Link>
            <Link className={styles.quick} to="/billfold">Billfold<small>Gary's graded record</small></Link>
            <Link className={styles.quick} to="/leaderboard">Leaderboard<small>Where you rank</small></Link>
          </nav>
          <section aria-labelledby="recent-title">
            <h2 id="recent-title" className="gary-eyebrow">Recent decisions</h2>
            <QueryState
              query={decisions}
              compact
              loading="Loading your decisions..."
              error="Could not load your decisions"
              isEmpty={(d) => (d.decisions ?? []).length === 0}
              empty="No decisions yet"
              emptyDetail="Your rides and fades will show up here."
              emptyActions={<ButtonLink to="/real-gary-picks">Start Betting</ButtonLink>}
            >
              {(d) => (
                <Table<MyDecision>
                  label="Recent decisions"
                  rows={(d.decisions ?? []).slice(0, 8)}
                  rowKey={(d) => d.pickId}
                  columns={[
                    { key: 'date', header: 'Date', render: (d) => formatShortDate(d.pick?.gameTime ?? d.createdAt) },
                    { key: 'pick', header: 'Pick', render: (d) => (d.pick?.pick ? cardPickLabel(d.pick.pick) : 'No pick data') },
                    { key: 'side', header: 'You', render: (d) => (d.decision === 'fade' ? 'Fade' : 'Ride') },
                    { key: 'result', header: 'Result', render: (d) => <ResultBadge result={d.outcome ? OUTCOME_TO_RESULT[d.outcome] : null} /> },
                  ]}
                />
              )}
            </QueryState>
          </section>
          <PlayWithAPlan />
          <MyData />
        </div>
      </div>
    </div>
  );
}
