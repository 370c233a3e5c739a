// Gary's whole graded record, for anyone to take away (as peers such as NuroPicks offer): every
// graded pick (won, lost or push) as CSV or JSON, each with its leaf in the public pick log, so any
// row can be proven with /api/ledger/proof/{pickId} against a signed checkpoint. Graded picks are
// public (pick-access.ts), so nothing here is paid content.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { csvTable } from '../export/csv';
import { parse } from '../validate';
import { isGraded } from './pick-access';

const query = z.object({ format: z.enum(['json', 'csv']).default('json') });
const COLUMNS = ['pickId', 'date', 'league', 'matchup', 'gameTime', 'pick', 'odds', 'confidence', 'result', 'finalScore', 'corrected', 'leafIndex', 'leafHash'] as const;

export async function recordExportRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/record/export',
    { config: { openapi: { summary: "Gary's whole graded record as CSV or JSON, each pick with its leaf index in the public pick log (prove a row with /api/ledger/proof/{pickId})", tags: ['record'], query } } },
    async (req, reply) => {
      const q = parse(query, req.query ?? {});
      const res = await app.services('pick-engine').ListResults({ from: '', to: '', league: '' }, app.callOptions(req));
      const picks = res.results
        .filter((r) => isGraded(r.result))
        .map((r) => ({
          pickId: r.pickId,
          date: r.gameDate,
          league: r.league,
          matchup: r.matchup,
          gameTime: r.gameTime || null,
          pick: r.pickText,
          odds: r.odds,
          confidence: r.confidence,
          result: r.result,
          finalScore: r.finalScore,
          corrected: r.corrected,
          leafIndex: r.leafIndex >= 0 ? r.leafIndex : null,
          leafHash: r.leafHash || null,
        }))
        // Oldest first, in log order: the file reads as the record grew.
        .sort((a, b) => a.date.localeCompare(b.date) || (a.leafIndex ?? -1) - (b.leafIndex ?? -1) || a.pickId.localeCompare(b.pickId));
      const wins = picks.filter((p) => p.result === 'won').length;
      const losses = picks.filter((p) => p.result === 'lost').length;
      const day = new Date().toISOString().slice(0, 10);
      reply.header('cache-control', 'public, max-age=60');
      if (q.format === 'csv') {
        return reply
          .header('content-disposition', `attachment; filename="gary-record-${day}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(csvTable(COLUMNS, picks.map((p) => COLUMNS.map((c) => p[c]))));
      }
      return reply
        .header('content-disposition', `attachment; filename="gary-record-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify(
            {
              format: 'gary-record-export/1',
              exportedAt: new Date().toISOString(),
              proof: { verifierKey: '/api/ledger/key', checkpoint: '/api/ledger/checkpoint', inclusion: '/api/ledger/proof/{pickId}' },
              summary: { picks: picks.length, wins, losses, pushes: picks.length - wins - losses, winRate: wins + losses === 0 ? null : wins / (wins + losses) },
              picks,
            },
            null,
            2,
          ),
        );
    },
  );
}
