import { useEffect, useState } from 'react';
import { Button, Card, EmptyState, useApi, usePageTitle, useToast, type AdminStatus } from '@gary/design';
import { Badge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Table } from '@gary/design/table';

const POLL_MS = 3000;

function lastRunText(lastRun: AdminStatus['lastRun']): string {
  if (!lastRun) return 'No run recorded yet.';
  const when = new Date(lastRun);
  return Number.isNaN(when.getTime()) ? lastRun : `${when.toLocaleString('en-US', { timeZone: 'America/New_York' })} ET`;
}

/** Operators start the day's pick generation and watch each sport's progress. */
export function AdminRefreshPicksPage() {
  usePageTitle('Admin · Refresh picks');
  const api = useApi();
  const toast = useToast();
  const status = useApiQuery((a, s) => a.get<AdminStatus>('/api/admin/picks/status', undefined, s), 'admin-status');
  const [starting, setStarting] = useState(false);
  const [thinking, setThinking] = useState(false);
  const running = status.data?.running ?? false;
  const { reload } = status;

  useEffect(() => {
    if (!running) return;
    const t = setInterval(reload, POLL_MS);
    return () => clearInterval(t);
  }, [running, reload]);

  async function generate() {
    setStarting(true);
    const r = await api.post<{ runId: string }>('/api/admin/picks/generate');
    setStarting(false);
    if (r.ok) {
      toast.info(`Generation started (run ${r.data.runId}).`);
      reload();
    } else toast.error(r.error.message || 'Failed to generate picks. Please try again later.');
  }

  const [propping, setPropping] = useState(false);
  async function generateProps() {
    setPropping(true);
    toast.info('Generating new prop picks... This may take a moment.');
    const r = await api.post<{ success: boolean; count: number; level: string; message: string }>('/api/admin/props/generate', {});
    setPropping(false);
    if (!r.ok) toast.error('Error generating prop picks. Please try again later.');
    else if (r.data.success && r.data.count > 0) toast.success(r.data.message || `Generated ${r.data.count} new prop picks!`);
    else if (r.data.level === 'info') toast.info(r.data.message);
    else toast.warning(r.data.message || 'Unable to generate prop picks at this time. Please try again later.');
  }

  async function regenerateThoughts() {
    setThinking(true);
    const r = await api.post<{ sport?: string; games?: unknown[]; message?: string }>('/api/admin/thoughts/regenerate', {});
    setThinking(false);
    if (r.ok) toast.success(r.data.message ? `What Gary Thinks: ${r.data.message}` : `What Gary Thinks regenerated (${r.data.games?.length ?? 0} games).`);
    else toast.error(r.error.message || "Failed to regenerate Gary's thoughts. Please try again.");
  }

  return (
    <div className="gary-page">
      <p className="gary-eyebrow">Admin</p>
      <h1 className="gary-title">Refresh picks</h1>
      <Card>
        <p>Runs the daily pick generation now for every sport in season. Existing picks for today are replaced by the new run.</p>
        <Button onClick={() => void generate()} disabled={starting || running}>
          {running ? 'Generation running...' : starting ? 'Starting...' : 'Generate picks now'}
        </Button>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <p>Rewrites today's What Gary Thinks (spread, moneyline and total views) for every sport with games.</p>
        <Button variant="secondary" onClick={() => void regenerateThoughts()} disabled={thinking}>
          {thinking ? 'Regenerating...' : 'Regenerate What Gary Thinks'}
        </Button>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <p>Makes today's player prop picks now for every sport that has props.</p>
        <Button variant="secondary" onClick={() => void generateProps()} disabled={propping}>
          {propping ? 'Generating...' : 'Generate prop picks now'}
        </Button>
      </Card>
      <div style={{ marginTop: 24 }}>
        <QueryState query={status} loading="Loading status..." error="Status unavailable">
          {(data) => (
            <>
              <p>
                <strong>Last run:</strong> {lastRunText(data.lastRun)}
              </p>
              {data.sports.length ? (
                <Table
                  label="Generation status by sport"
                  rows={data.sports}
                  rowKey={(s) => s.sport}
                  columns={[
                    { key: 'sport', header: 'Sport', render: (s) => s.sport },
                    { key: 'state', header: 'State', render: (s) => <Badge tone={s.state === 'done' || s.state === 'ok' ? 'won' : s.state === 'error' || s.state === 'failed' ? 'lost' : 'pending'}>{s.state}</Badge> },
                    { key: 'message', header: 'Message', render: (s) => s.message ?? '' },
                  ]}
                />
              ) : (
                <EmptyState title="No sports reported">The engine has not reported any sport for this run.</EmptyState>
              )}
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
