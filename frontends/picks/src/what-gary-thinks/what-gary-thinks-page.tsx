import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, usePageTitle, useSession, type ThoughtGame, type ThoughtsResponse } from '@gary/design';
import { Badge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Segmented } from '@gary/design/segmented';
import { formatAmerican, formatGameTime, FORMATTER_DEFAULT_TIME, teamNickname } from '@gary/betting/display';
import { THOUGHT_SPORTS, emptyThoughtsTitle, thoughtsErrorMessage, type ThoughtSport } from './thoughts-messages';
import styles from './what-gary-thinks.module.css';

function signedLine(line: number | null | undefined): string {
  if (line === null || line === undefined || !Number.isFinite(line)) return '—';
  return line > 0 ? `+${line}` : String(line);
}

function Cell({ main, sub, picked, label }: { main: string; sub?: string; picked: boolean; label: string }) {
  return (
    <span className={`${styles.cell} ${picked ? styles.picked : ''}`} aria-label={picked ? `${label} (Gary's pick)` : label}>
      <span>{main}</span>
      {sub ? <small>{sub}</small> : null}
    </span>
  );
}

function GameCard({ game }: { game: ThoughtGame }) {
  const { odds, garyPicks: gp } = game;
  const rows = [
    { side: 'away' as const, team: game.awayTeam, total: 'over' as const },
    { side: 'home' as const, team: game.homeTeam, total: 'under' as const },
  ];
  return (
    <Card as="article" className={styles.game} aria-label={`${game.awayTeam} at ${game.homeTeam}`}>
      <div className={styles.gameHead}>
        <Badge tone="accent">{game.league}</Badge>
        <span className={styles.time}>{formatGameTime(game.time ?? FORMATTER_DEFAULT_TIME)}</span>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Spread</th>
            <th scope="col">Money line</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const spread = odds.spread?.[r.side];
            const ml = odds.moneyline?.[r.side];
            const totalOdds = r.total === 'over' ? odds.total?.over : odds.total?.under;
            const totalLine = odds.total?.line;
            return (
              <tr key={r.side}>
                <th scope="row" style={{ textAlign: 'left', paddingLeft: 18, fontFamily: 'var(--font-body)', fontSize: '0.95rem', letterSpacing: 0, textTransform: 'none', color: 'var(--text)' }}>
                  {teamNickname(r.team)}
                </th>
                <td>
                  <Cell main={signedLine(spread?.line)} sub={spread ? formatAmerican(spread.odds) : undefined} picked={gp.spread === r.side} label={`${r.team} spread`} />
                </td>
                <td>
                  <Cell main={ml === null || ml === undefined ? '—' : formatAmerican(ml)} picked={gp.moneyline === r.side} label={`${r.team} money line`} />
                </td>
                <td>
                  <Cell
                    main={totalLine === null || totalLine === undefined ? '—' : `${r.total === 'over' ? 'O' : 'U'} ${totalLine}`}
                    sub={totalOdds === null || totalOdds === undefined ? undefined : formatAmerican(totalOdds)}
                    picked={gp.total === r.total}
                    label={`${r.total} ${totalLine ?? ''}`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {gp.rationale ? (
        <blockquote className={styles.quote}>
          <p>{gp.rationale}</p>
          {game.claims && game.claims.total > 0 ? (
            <footer className={styles.claims} title={game.factsSha256 ? `Facts SHA-256 ${game.factsSha256}` : undefined}>
              Claims checked {game.claims.checked}/{game.claims.total}
            </footer>
          ) : null}
        </blockquote>
      ) : game.locked ? (
        // The server withholds Gary's spread and moneyline sides on a game that carries a Pro pick.
        <p className={styles.quote}>Gary's spread and money line calls on this game are in his Pro picks.</p>
      ) : null}
    </Card>
  );
}

export default function WhatGaryThinksPage() {
  usePageTitle('What Gary Thinks');
  const navigate = useNavigate();
  const [sport, setSport] = useState<ThoughtSport>('NBA');
  const session = useSession();
  // Asked once the session is known, and again when it changes: the answer depends on who asks
  // (a Pro member reads every game; a member on a break is told so).
  const q = useApiQuery((api, s) => api.get<ThoughtsResponse>('/api/thoughts', { sport }, s), `thoughts-${sport}-${session.status}-${session.plan}`, session.status !== 'loading');
  const gamesOf = (d: ThoughtsResponse) => (d.games ?? []).filter((g) => !g.league || g.league.toUpperCase() === sport);
  // The service still writing (or saying why it has nothing) is its word, not "no games today".
  const serviceWord = q.data?.message;

  const body = (
    <QueryState
      query={q}
      loading={`Loading Gary's ${sport} thoughts...`}
      error={thoughtsErrorMessage}
      isEmpty={(d) => gamesOf(d).length === 0}
      empty={serviceWord || emptyThoughtsTitle(sport)}
      emptyDetail={serviceWord ? null : 'No games found for today.'}
      emptyRetry
    >
      {(d) => (
        <>
          <p className={styles.legend}>
            <span className={styles.swatch} aria-hidden="true" /> Gary's side on each market
          </p>
          <div className={styles.grid}>
            {gamesOf(d).map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </div>
        </>
      )}
    </QueryState>
  );

  return (
    <div className={styles.page}>
      <div className={styles.back}>
        <Button variant="ghost" size="small" onClick={() => navigate('/')}>
          ← Back
        </Button>
      </div>
      <div className={styles.head}>
        <div>
          <p className="gary-eyebrow">Every game, every market</p>
          <h1 className={styles.title}>What Gary Thinks</h1>
        </div>
        <Segmented label="Sport" options={THOUGHT_SPORTS.map((s) => ({ value: s, label: s }))} value={sport} onChange={setSport} />
      </div>
      {body}
    </div>
  );
}
