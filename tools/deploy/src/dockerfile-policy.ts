// The rules about our Dockerfiles that matter most, checked without a Docker engine (hadolint
// runs too, when it is installed): base images pinned to a version or digest, a non-root numeric
// USER in the final stage, no ADD of URLs, every COPY into the final stage with an explicit
// --chown, and a .dockerignore that keeps node_modules, .git and secrets out of the context.
import fs from 'node:fs';
import path from 'node:path';

export interface Instruction {
  line: number;
  op: string;
  args: string;
}

export interface PolicyProblem {
  file: string;
  line: number;
  rule: string;
  message: string;
}

/** Instructions with continuation lines joined and comments (but not parser directives) dropped. */
export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let buf = '';
  let start = 0;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (!buf && (line.trim() === '' || line.trim().startsWith('#'))) return;
    if (buf && line.trim().startsWith('#')) return;
    if (!buf) start = i + 1;
    if (line.endsWith('\\')) {
      buf += `${line.slice(0, -1)} `;
      return;
    }
    buf += line;
    const m = /^\s*([A-Za-z]+)\s*(.*)$/.exec(buf);
    if (m) out.push({ line: start, op: (m[1] as string).toUpperCase(), args: (m[2] as string).trim() });
    buf = '';
  });
  return out;
}

function substitute(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (whole, name: string) => vars[name] ?? whole);
}

const PINNED_TAG = /:[^@/]*\d+\.\d+[^@/]*$/;
const DIGEST = /@sha256:[0-9a-f]{64}$/;

export function checkDockerfile(file: string, text: string): PolicyProblem[] {
  const problems: PolicyProblem[] = [];
  const add = (line: number, rule: string, message: string) => problems.push({ file, line, rule, message });
  const instructions = parseDockerfile(text);
  const globalArgs: Record<string, string> = {};
  const stages: { name: string | null; from: Instruction; body: Instruction[] }[] = [];
  for (const ins of instructions) {
    if (ins.op === 'FROM') {
      stages.push({ name: /\bAS\s+(\S+)/i.exec(ins.args)?.[1] ?? null, from: ins, body: [] });
      continue;
    }
    if (stages.length === 0) {
      if (ins.op === 'ARG') {
        const [k, v] = ins.args.split('=');
        if (k && v !== undefined) globalArgs[k.trim()] = v.trim();
      }
      continue;
    }
    (stages[stages.length - 1] as { body: Instruction[] }).body.push(ins);
  }
  if (stages.length === 0) add(1, 'has-from', 'no FROM instruction');
  const stageNames = new Set(stages.map((s) => s.name).filter(Boolean));
  for (const stage of stages) {
    const image = substitute(stage.from.args.replace(/--platform=\S+\s+/, '').split(/\s+/)[0] ?? '', globalArgs);
    if (stageNames.has(image)) continue;
    if (image.includes('$')) add(stage.from.line, 'pinned-base', `base image ${image} uses an ARG with no default`);
    else if (/:latest(@|$)/.test(image)) add(stage.from.line, 'pinned-base', `base image ${image} uses :latest`);
    else if (!PINNED_TAG.test(image.replace(DIGEST, '')) && !DIGEST.test(image)) {
      add(stage.from.line, 'pinned-base', `base image ${image} is not pinned to a version or digest`);
    }
  }
  for (const ins of instructions) {
    if (ins.op === 'ADD' && /\b(https?|ftp):\/\//i.test(ins.args)) add(ins.line, 'no-add-url', 'ADD of a URL: fetch in a RUN step with a checksum, or COPY');
    else if (ins.op === 'ADD') add(ins.line, 'prefer-copy', 'use COPY; ADD unpacks archives implicitly');
  }
  const final = stages[stages.length - 1];
  if (final) {
    const users = final.body.filter((i) => i.op === 'USER');
    const last = users[users.length - 1];
    if (!last) add(final.from.line, 'non-root-user', 'the final stage sets no USER, so it runs as root');
    else {
      const user = last.args.split(':')[0] ?? '';
      if (user === '0' || user === 'root') add(last.line, 'non-root-user', 'the final stage runs as root');
      else if (!/^\d+$/.test(user)) add(last.line, 'non-root-user', `USER ${last.args}: use a numeric uid so runAsNonRoot can verify it`);
    }
    for (const ins of final.body) {
      if (ins.op === 'COPY' && !/--chown=\S+/.test(ins.args)) add(ins.line, 'copy-chown', 'COPY into the final stage without an explicit --chown');
    }
  }
  return problems;
}

export function checkDockerignore(file: string, text: string): PolicyProblem[] {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const problems: PolicyProblem[] = [];
  for (const need of ['**/node_modules', '.git', '**/.env']) {
    if (!lines.includes(need)) problems.push({ file, line: 0, rule: 'dockerignore', message: `.dockerignore should exclude ${need}` });
  }
  return problems;
}

export function checkRepository(root: string): PolicyProblem[] {
  const dir = path.join(root, 'docker');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.Dockerfile') || f === 'Dockerfile');
  const problems = files.flatMap((f) => checkDockerfile(path.join('docker', f), fs.readFileSync(path.join(dir, f), 'utf8')));
  const ignore = path.join(root, '.dockerignore');
  if (!fs.existsSync(ignore)) problems.push({ file: '.dockerignore', line: 0, rule: 'dockerignore', message: 'missing .dockerignore' });
  else problems.push(...checkDockerignore('.dockerignore', fs.readFileSync(ignore, 'utf8')));
  return problems;
}

if (require.main === module) {
  const problems = checkRepository(path.resolve(__dirname, '../../..'));
  for (const p of problems) console.error(`${p.file}:${p.line} [${p.rule}] ${p.message}`);
  if (problems.length > 0) process.exit(1);
  console.log('Dockerfile policy: ok');
}
