// "OTLP export configured from the environment": with OTEL_EXPORTER_OTLP_ENDPOINT set, spans reach
// that collector over OTLP/HTTP (a local server here answers as a collector does), named by service.
// The probe runs in a Node process of its own, as a service's container does.
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';

test('with OTEL_EXPORTER_OTLP_ENDPOINT set, spans are exported over OTLP/HTTP to <endpoint>/v1/traces', async () => {
  const received: { url: string; type: string; body: string }[] = [];
  const collector = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', type: String(req.headers['content-type']), body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  const port = (collector.address() as { port: number }).port;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(__dirname, 'otlp-probe.ts')], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` },
      timeout: 30_000,
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/v1/traces');
    const body = JSON.parse(received[0]!.body) as { resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: { name: string }[] }[] }[] };
    const rs = body.resourceSpans[0]!;
    expect(rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue).toBe('odds-ingest');
    expect(rs.scopeSpans.flatMap((s) => s.spans.map((x) => x.name))).toEqual(['probe span']);
  } finally {
    await new Promise((r) => collector.close(r));
  }
});
