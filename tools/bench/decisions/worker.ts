// A one-shot child process: tsx runs `file`, which gets `job` as its first message and answers
// once with {result} or {error}. The benchmark's clients run this way so their own work stays out
// of the processes being measured.
import { fork, type Serializable } from 'node:child_process';
import { join } from 'node:path';

export function runWorker<T>(file: string, job: Serializable, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, file), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('message', (m: { result?: T; error?: string }) => {
      clearTimeout(kill);
      if (m.error !== undefined || m.result === undefined) reject(new Error(m.error ?? `${file} answered nothing`));
      else resolve(m.result);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(kill);
      if (code) reject(new Error(`${file} exited with ${code}`));
    });
    child.send(job);
  });
}
