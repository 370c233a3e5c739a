import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DecisionButtons, GameState } from '../todays-picks/pick-card';
import { Button, EmptyState, usePageTitle, useSession, type ApiError, type PicksToday, type PropsToday } from '@gary/design';
import { Badge } from '@gary/design/badge';
import { formatShortDate } from '@gary/betting/display';
import { FlipCard } from '@gary/design/flip-card';
import { QueryState, useApiQuery } from '@gary/design/query';
import { useDecisions } from '../decisions/use-decisions';
import type { DecisionSide } from '../decisions/decision-messages';
import { SimulatedNote } from '../common/simulated-note';
import { ALL, applyFilters, buildTeamItems, filterOptions, filtersFromParams, type TeamFilters, type TeamItem } from './team-items';
import styles from './team-props.module.css';

type Both = { picks: PicksToday; props: PropsToday };

export function teamPropsError(error: ApiError | null): string {
  return error?.message ? `Error: ${error.message}` : 'Failed to load team props';
}

function TeamCard({ item, chosen, pending, onDecide }: { item: TeamItem; chosen?: DecisionSide; pending: boolean; onDecide: (s: DecisionSide) => void }) {
  const [flipped, setFlipped] = useState(false);
  return (
    <FlipCard
      flipped={flipped}
      height={300}
      label={`${item.league} ${item.kind === 'prop' ? 'prop' : 'pick'}: ${item.pick}`}
      front={
        <div className={styles.face}>
          <div className={styles.row}>
            <Badge tone="accent">{item.league}</Badge>
            <Badge tone="neutral">{item.category}</Badge>
            <GameState state={item.state} result={item.result} />
            <span className={styles.odds}>{item.odds}</span>
          </div>
          <div className={styles.row}>
            <p className={styles.game}>{item.game}</p>
            <span className={styles.time}>{item.time}</span>
          </div>
          <p className={styles.pick}>{item.pick}</p>
          {item.call ? (
            <p className={styles.call} data-testid="team-call">
              <Badge tone={item.call.startsWith('BET') ? 'accent' : 'neutral'}>{item.call}</Badge>
              {item.callLine ? <span>{item.callLine}</span> : null}
            </p>
          ) : null}
          <div className={styles.actions}>
            <DecisionButtons label={item.pick} state={item.state} chosen={chosen} pending={pending} onDecide={onDecide} />
            <span className={styles.spacer} />
            <Button size="small" variant="secondary" onClick={() => setFlipped(true)}>Analysis</Button>
          </div>
        </div>
      }
      back={
        <div className={styles.face}>
          <div className={styles.row}>
            <h3 style={{ margin: 0, textTransform: 'uppercase', fontSize: '1.1rem' }}>Analysis</h3>
            <Button size="small" variant="secondary" onClick={() => setFlipped(false)}>Back</Button>
          </div>
          <div className={styles.analysis}>
            {item.analysis.length ? item.analysis.map((a, i) => <p key={i}>{a}</p>) : <p>No analysis available</p>}
          </div>
        </div>
      }
    />
  );
}

export default function TeamPropsPage() {
  usePageTitle('Team Props');
  const session = useSession();
  const q = useApiQuery<Both>(
    async (api, signal) => {
      const [picks, props] = await Promise.all([
        api.get<PicksToday>('/api/picks/today', undefined, signal),
        api.get<PropsToday>('/api/props/today', undefined, signal),
      ]);
      if (!picks.ok) return picks;
      if (!props.ok) return props;
      return { ok: true, status: 200, data: { picks: picks.data, props: props.data } };
    },
    `team-${session.status}-${session.plan}`,
    session.status !== 'loading',
  );
  // Filters live in the URL, so a filtered list can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const setFilter = (key: keyof TeamFilters, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === ALL) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const filtered = filters.game !== ALL || filters.team !== ALL || filters.category !== ALL;
  const clearFilters = () => setParams(new URLSearchParams(), { replace: true });
  const { chosen, pending, decide } = useDecisions();
  const built = useMemo(() => buildTeamItems(q.data?.picks.picks ?? [], q.data?.props.props ?? []), [q.data]);
  const options = useMemo(() => filterOptions(built.items), [built]);
  const shown = applyFilters(built.items, filters);
  const cardDate = q.data?.picks.date ?? null;

  const select = (key: keyof TeamFilters, label: string, allLabel: string, values: string[]) => (
    <div className={styles.filter}>
      <label htmlFor={`team-filter-${key}`}>{label}</label>
      <select id={`team-filter-${key}`} value={filters[key]} onChange={(e) => setFilter(key, e.target.value)}>
        <option value={ALL}>{allLabel}</option>
        {values.map((v) => (
          <option key={v} value={v}>{v}</option>
        ))}
      </select>
    </div>
  );

  const body = (
    <QueryState query={q} waitingFor={session.status === 'loading' && 'Loading team props...'} loading="Loading team props..." error={teamPropsError} errorDetail={null}>
      {() => (
        <>
          <div className={styles.filters} role="search" aria-label="Filter props">
            {select('game', 'Game', 'All games', options.games)}
            {select('team', 'Team', 'All teams', options.teams)}
            {select('category', 'Category', 'All categories', options.categories)}
            {filtered ? (
              <Button variant="secondary" size="small" onClick={clearFilters}>Clear filters</Button>
            ) : null}
          </div>
          {shown.length === 0 ? (
            <EmptyState title="No props found matching your criteria" actions={filtered ? <Button onClick={clearFilters}>Clear filters</Button> : undefined} />
          ) : (
            <div className={styles.grid}>
              {shown.map((item) => (
                <TeamCard key={`${item.kind}-${item.id}`} item={item} chosen={chosen[item.id]} pending={pending === item.id} onDecide={(s) => void decide(item.id, s, item.pick)} />
              ))}
            </div>
          )}
          {built.locked > 0 ? (
            <p className={styles.lockedNote}>
              {built.locked} more {built.locked === 1 ? 'pick is' : 'picks are'} for Pro members. <Link to={session.isSignedIn ? '/checkout' : '/signin'}>Upgrade to Pro</Link> to see them.
            </p>
          ) : null}
        </>
      )}
    </QueryState>
  );

  return (
    <div className={styles.page}>
      <p className="gary-eyebrow">{cardDate ? `The card of ${formatShortDate(cardDate)}` : 'Today'}</p>
      <h1 className={styles.title}>Team Props</h1>
      <p className="gary-lede">
        Every pick and prop Gary has on {cardDate ? `the card of ${formatShortDate(cardDate)} (each card names its day; times are US Eastern)` : "today's slate"}, filtered your way. Bet or fade right from the card until its game starts.
      </p>
      <SimulatedNote simulated={q.data?.picks.simulated} />
      {body}
    </div>
  );
}
