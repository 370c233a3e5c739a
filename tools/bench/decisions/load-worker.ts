// The HTTP load generator, in its own process so it does not share an event loop with the gateway
// it measures. Every request is a new decision: user n rides or fades pick n % picks, for n counting
// up from `first`, so no request is a repeat. Reports autocannon's figures to the parent.
import autocannon from 'autocannon';

interface Job {
  url: string;
  connections: number;
  seconds: number;
  picks: string[];
  first: number;
  /** Requests to make in all, however long they take (short mode); else `seconds` bounds the run. */
  amount?: number;
}

process.once('message', (job: Job) => {
  let n = job.first;
  const cpu0 = process.cpuUsage();
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      ...(job.amount ? { amount: job.amount, timeout: 60 } : { duration: job.seconds }),
      requests: [
        {
          method: 'POST',
          path: '/api/decisions',
          setupRequest: (req) => {
            const i = n++;
            return {
              ...req,
              path: '/api/decisions',
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer u-${i}` },
              body: JSON.stringify({ pickId: job.picks[i % job.picks.length], decision: i % 3 === 0 ? 'fade' : 'ride' }),
            };
          },
        },
      ],
    },
    (err, result) => {
      if (err) {
        process.send?.({ error: String(err) });
      } else {
        const cpu = process.cpuUsage(cpu0);
        process.send?.({
          result: {
            cpuMs: (cpu.user + cpu.system) / 1000,
            ok: result['2xx'],
            non2xx: result.non2xx,
            errors: result.errors,
            timeouts: result.timeouts,
            seconds: result.duration,
            p50: result.latency.p50,
            p99: result.latency.p99,
            next: n,
          },
        });
      }
      setTimeout(() => process.exit(0), 50);
    },
  );
  process.once('SIGTERM', () => instance.stop());
});
