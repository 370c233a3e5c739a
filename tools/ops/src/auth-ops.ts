// Operator commands on the auth schema. The admin role is set here and nowhere else:
//   npm run -w @gary/auth admin:grant -- someone@example.com
//   npm run -w @gary/auth admin:revoke -- someone@example.com
//   npm run -w @gary/auth keys:rotate
// DATABASE_URL names the database; without it, the embedded one of `make start` (PG_PORT, default 54329).
import { setRole, createKeyRing } from '@gary/auth';
import { createPool, schemaOf } from '@gary/platform';

const USAGE = 'usage: auth-ops admin:grant <email> | admin:revoke <email> | keys:rotate';

export function databaseUrl(env: NodeJS.ProcessEnv): string {
  return env.DATABASE_URL || `postgres://postgres:gary-test@127.0.0.1:${env.PG_PORT ?? '54329'}/gary`;
}

export async function runAuthOps(argv: string[], env: NodeJS.ProcessEnv, opts: { schema?: string } = {}): Promise<{ code: number; message: string }> {
  const [command, arg] = argv;
  if (!command || !['admin:grant', 'admin:revoke', 'keys:rotate'].includes(command)) return { code: 2, message: USAGE };
  if (command !== 'keys:rotate' && !arg) return { code: 2, message: USAGE };
  const pool = createPool({ url: databaseUrl(env), schema: opts.schema ?? schemaOf('auth'), max: 1, applicationName: 'auth-ops' });
  try {
    if (command === 'keys:rotate') {
      const keys = createKeyRing({ pool, now: () => new Date(), retentionMs: 0 });
      return { code: 0, message: `signing key rotated: new kid ${await keys.rotate()} (old keys stay published until their tokens expire)` };
    }
    const role = command === 'admin:grant' ? 'admin' : 'user';
    const r = await setRole(pool, arg!, role);
    if (!r.ok) return { code: 1, message: r.message };
    return {
      code: 0,
      message: role === 'admin'
        ? `${arg} is now an admin (from their next sign-in or token refresh)`
        : `${arg} is no longer an admin; their sessions were ended`,
    };
  } finally {
    await pool.end();
  }
}

if (require.main === module) {
  runAuthOps(process.argv.slice(2), process.env).then(
    (r) => {
      (r.code === 0 ? console.log : console.error)(r.message);
      process.exit(r.code);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
