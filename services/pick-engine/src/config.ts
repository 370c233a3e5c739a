// The pick-engine service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, openAiEnv, boolFlag, loadConfig, optionalString } from '@gary/platform';
import { z } from 'zod';

const sportList = z
  .string()
  .default('NBA,MLB,NHL,NFL,EPL')
  .transform((s) => s.split(',').map((x) => x.trim().toUpperCase()).filter(Boolean));

export const configSchema = z.object({
  ...baseEnv,
  // OPENAI_API_KEY (absent: the offline writer), OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS
  ...openAiEnv,
  /** Sports generated, in this order where listed (NBA, MLB, NHL, NFL, EPL) */
  PICKS_SPORTS: sportList,
  /** Pause between sports in a generation run, milliseconds */
  PICKS_SPORT_PAUSE_MS: z.coerce.number().int().nonnegative().default(500),
  /** Cooldown between generation runs, milliseconds */
  PICKS_COOLDOWN_MS: z.coerce.number().int().nonnegative().default(30_000),
  /** Games analysed at once within a sport */
  PICKS_CONCURRENCY: z.coerce.number().int().positive().default(4),
  /** Run the daily 10:00 America/New_York generation */
  PICKS_SCHEDULER: boolFlag(true),
  /** Generate at start-up when today's picks do not exist (default: on in the embedded mode) */
  PICKS_GENERATE_ON_START: z.preprocess((v) => (v === undefined || v === '' ? undefined : v), z.enum(['true', 'false', '1', '0']).optional()),
  /** How often the closing-odds job looks for games about to start, milliseconds */
  PICKS_CLOSING_POLL_MS: z.coerce.number().int().positive().default(60_000),
  /** How often published MLB picks' probable starters are read again until first pitch, milliseconds (stats-ingest keeps a day's schedule 5 minutes) */
  PICKS_STARTER_WATCH_MS: z.coerce.number().int().positive().default(300_000),
  /** Ed25519 key that signs the pick log's checkpoints (PKCS#8 PEM or base64 32-byte seed); generated and kept in the schema when unset */
  LEDGER_SIGNING_KEY: optionalString(),
  /** The pick log's origin line and key name (no spaces or '+') */
  LEDGER_ORIGIN: z.string().regex(/^[^\s+]+$/u, 'no spaces or +').default('gary.local/pick-log'),
  /** A git repository the pick log is exported to (created when missing); no export when unset */
  LEDGER_EXPORT_GIT_DIR: optionalString(),
  /** A remote (URL or path) the export repository is pushed to after each commit */
  LEDGER_EXPORT_GIT_REMOTE: optionalString(),
  /** How often the daily-checkpoint job looks whether today's checkpoint is signed, milliseconds */
  LEDGER_DAILY_POLL_MS: z.coerce.number().int().positive().default(15 * 60_000),
  /** OpenTimestamps calendars that stamp each daily checkpoint (comma-separated URLs); off when unset */
  LEDGER_OTS_CALENDARS: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/u, error: 'LEDGER_OTS_CALENDARS: http(s) URLs, comma-separated' }))),
  /** How often the OpenTimestamps job stamps new daily checkpoints and upgrades pending proofs, milliseconds */
  LEDGER_OTS_POLL_MS: z.coerce.number().int().positive().default(10 * 60_000),
  /** Deadline of one calendar request, milliseconds */
  LEDGER_OTS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Perplexity key: the search model gathers each real game's recent news once a day (news facts with their sources); none when unset */
  PERPLEXITY_API_KEY: optionalString(),
  /** Perplexity-compatible base URL (no /v1) */
  PERPLEXITY_BASE_URL: z.string().url().default('https://api.perplexity.ai'),
  /** Search model (sonar-pro, then sonar, are tried when it is refused as invalid) */
  PERPLEXITY_MODEL: z.string().default('sonar'),
  /** Deadline of one search call, milliseconds */
  PERPLEXITY_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Deadline of calls to odds-ingest and stats-ingest, milliseconds */
  PEER_DEADLINE_MS: z.coerce.number().int().positive().default(10_000),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
