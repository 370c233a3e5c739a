import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pingKafka } from './checks';
import { isRunning, stopChild, trackChild, trackScratchDir } from './children';
import { ensureKafkaJars } from './kafka-jars';
import { errorText, infraError, retryUntil, tailFile } from './util';

export type StartKafkaOptions = {
  port: number;
  controllerPort: number;
  /** Scratch directory for config, logs and topic data; removed on stop. */
  dataDir: string;
  /** Where the jars are cached; defaults to ~/.cache/gary/kafka-<version>. */
  cacheDir?: string;
  startTimeoutMs?: number;
  /** Grace period between SIGTERM and SIGKILL on stop. */
  stopGraceMs?: number;
};

export type RunningKafka = {
  brokers: string;
  dataDir: string;
  logFile: string;
  /** Stops the broker and removes its data; safe to call more than once. */
  stop: () => Promise<void>;
  /** Stops the broker process (SIGTERM, a controlled shutdown) and keeps its data, for fault tests. */
  down: () => Promise<void>;
  /** Starts the broker again on the same ports and data after down(), and waits until it answers. */
  up: () => Promise<void>;
};

/** A Kafka Uuid: 16 random bytes in URL-safe base64; Kafka itself never hands out one starting with '-'. */
export function randomClusterId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

/** One KRaft node acting as broker and controller, sized for tests on a small machine. */
export function serverProperties(opts: { port: number; controllerPort: number; logDir: string }): string {
  const props: Record<string, string | number | boolean> = {
    'process.roles': 'broker,controller',
    'node.id': 1,
    'controller.quorum.voters': `1@127.0.0.1:${opts.controllerPort}`,
    listeners: `PLAINTEXT://127.0.0.1:${opts.port},CONTROLLER://127.0.0.1:${opts.controllerPort}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${opts.port}`,
    'controller.listener.names': 'CONTROLLER',
    'inter.broker.listener.name': 'PLAINTEXT',
    'listener.security.protocol.map': 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    'log.dirs': opts.logDir,
    'num.partitions': 3,
    'default.replication.factor': 1,
    'min.insync.replicas': 1,
    'offsets.topic.replication.factor': 1,
    // One partition each: creating 50 offset partitions makes the first consumer group slow.
    'offsets.topic.num.partitions': 1,
    'transaction.state.log.replication.factor': 1,
    'transaction.state.log.min.isr': 1,
    'transaction.state.log.num.partitions': 1,
    'auto.create.topics.enable': true,
    'group.initial.rebalance.delay.ms': 0,
    'num.network.threads': 2,
    'num.io.threads': 2,
    // The cleaner's default 128 MiB dedupe buffer would eat a quarter of the heap.
    'log.cleaner.dedupe.buffer.size': 16 * 1024 * 1024,
  };
  return Object.entries(props)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')
    .concat('\n');
}

const LOG4J = `log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.KafkaConfig=WARN
log4j.logger.org.apache.kafka.common.config.AbstractConfig=WARN
`;

function javaBinary(): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

function runToFile(cmd: string, args: string[], logFile: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const fd = openSync(logFile, 'a');
    const child = spawn(cmd, args, { stdio: ['ignore', fd, fd] });
    closeSync(fd);
    trackChild(child);
    child.once('error', reject);
    child.once('exit', (code) => resolvePromise(code ?? 1));
  });
}

export async function startKafka(options: StartKafkaOptions): Promise<RunningKafka> {
  const dataDir = resolve(options.dataDir);
  const scratch = trackScratchDir(dataDir);
  const { libsDir } = await ensureKafkaJars(options.cacheDir);
  await mkdir(dataDir, { recursive: true });
  const propsFile = join(dataDir, 'server.properties');
  const log4jFile = join(dataDir, 'log4j.properties');
  const logFile = join(dataDir, 'broker.log');
  await writeFile(propsFile, serverProperties({ ...options, logDir: join(dataDir, 'kraft-logs') }));
  await writeFile(log4jFile, LOG4J);

  const java = javaBinary();
  // C1-only JIT and the serial collector roughly halve start time on 2 busy cores; a test
  // broker never runs long enough to want C2. GARY_KAFKA_JVM_FLAGS adds (or overrides) flags.
  const extraFlags = (process.env.GARY_KAFKA_JVM_FLAGS ?? '').split(' ').filter(Boolean);
  const jvm = [
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    ...extraFlags,
    `-Dlog4j.configuration=file:${log4jFile}`,
    '-Djava.awt.headless=true',
    '-cp',
    `${libsDir}/*`,
  ];
  const removeDir = async (): Promise<void> => {
    await rm(dataDir, { recursive: true, force: true });
    scratch.release();
  };

  const formatCode = await runToFile(
    java,
    ['-Xmx256m', ...jvm, 'kafka.tools.StorageTool', 'format', '-t', randomClusterId(), '-c', propsFile],
    logFile,
  ).catch((err: unknown) => {
    throw infraError('NOT_INSTALLED', `could not run ${java} (Kafka needs Java 17): ${errorText(err)}`, err);
  });
  if (formatCode !== 0) {
    const tail = await tailFile(logFile, 20);
    await removeDir();
    throw infraError('START_FAILED', `Kafka storage format exited with ${formatCode}:\n${tail}`);
  }

  const brokers = `127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let spawnError: Error | undefined;
  const launch = (): ChildProcess => {
    const fd = openSync(logFile, 'a');
    const proc = spawn(
      java,
      ['-Xmx512m', '-Xms256m', '-XX:+ExitOnOutOfMemoryError', ...jvm, 'kafka.Kafka', propsFile],
      { stdio: ['ignore', fd, fd] },
    );
    closeSync(fd);
    trackChild(proc);
    spawnError = undefined;
    proc.once('error', (err) => (spawnError = err));
    child = proc;
    return proc;
  };
  const waitReady = async (proc: ChildProcess): Promise<void> => {
    await retryUntil('Kafka broker', () => pingKafka(brokers, 3000), {
      timeoutMs: options.startTimeoutMs ?? 90_000,
      intervalMs: 250,
      stopIf: () =>
        spawnError
          ? `could not run ${java}: ${spawnError.message}`
          : isRunning(proc)
            ? undefined
            : `broker exited with ${proc.exitCode ?? proc.signalCode}`,
    });
  };
  const halt = (): Promise<void> => (child ? stopChild(child, options.stopGraceMs ?? 15_000) : Promise.resolve());

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopped ??= halt().then(removeDir));

  try {
    await waitReady(launch());
  } catch (err) {
    const tail = await tailFile(logFile, 40);
    await stop();
    throw infraError('START_FAILED', `${errorText(err)}\n--- ${logFile} (tail) ---\n${tail}`, err);
  }
  const down = async (): Promise<void> => {
    if (stopped) throw infraError('STOPPED', 'Kafka broker was stopped for good');
    await halt();
  };
  const up = async (): Promise<void> => {
    if (stopped) throw infraError('STOPPED', 'Kafka broker was stopped for good');
    if (child && isRunning(child)) return;
    try {
      await waitReady(launch());
    } catch (err) {
      const tail = await tailFile(logFile, 40);
      throw infraError('START_FAILED', `${errorText(err)}\n--- ${logFile} (tail) ---\n${tail}`, err);
    }
  };
  return { brokers, dataDir, logFile, stop, down, up };
}
