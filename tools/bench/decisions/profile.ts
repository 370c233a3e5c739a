// BENCH_CPU_PROFILE=<file>: a CPU profile of this process (gateway + decisions) during the HTTP
// decide run, for chrome://inspect or any .cpuprofile viewer.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';

export async function profiled<T>(file: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!file) return fn();
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<any>((resolve, reject) => session.post(method, params ?? {}, (err, res) => (err ? reject(err) : resolve(res))));
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  }
}
