import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { infraError } from './util';

/** The newest 3.9.x on Maven Central; kafkajs 2.2.4 predates Kafka 4's removal of old protocols. */
export const KAFKA_VERSION = '3.9.2';
const SCALA = '2.13';
const SLF4J = '1.7.36';
const RELOAD4J = '1.2.25';
const DEPENDENCY_PLUGIN = '3.8.1';

export function defaultKafkaCacheDir(version = KAFKA_VERSION): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'gary', `kafka-${version}`);
}

// The broker jar pulls slf4j-api but no binding; without reload4j (what the Kafka
// distribution ships) the broker would log nothing at all.
function pomXml(version: string): string {
  const dep = (g: string, a: string, v: string): string =>
    `    <dependency><groupId>${g}</groupId><artifactId>${a}</artifactId><version>${v}</version></dependency>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>gary.testinfra</groupId>
  <artifactId>kafka-broker-libs</artifactId>
  <version>${version}</version>
  <packaging>pom</packaging>
  <dependencies>
${dep('org.apache.kafka', `kafka_${SCALA}`, version)}
${dep('org.slf4j', 'slf4j-reload4j', SLF4J)}
${dep('ch.qos.reload4j', 'reload4j', RELOAD4J)}
  </dependencies>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-dependency-plugin</artifactId>
        <version>${DEPENDENCY_PLUGIN}</version>
      </plugin>
    </plugins>
  </build>
</project>
`;
}

type Marker = { version: string; jars: string[] };
const MARKER = 'libs.complete.json';
const REQUIRED = (version: string): string[] => [
  `kafka_${SCALA}-${version}.jar`,
  `kafka-clients-${version}.jar`,
  `kafka-server-${version}.jar`,
  `slf4j-reload4j-${SLF4J}.jar`,
  `reload4j-${RELOAD4J}.jar`,
];

async function cacheComplete(cacheDir: string, version: string): Promise<boolean> {
  const raw = await readFile(join(cacheDir, MARKER), 'utf8').catch(() => undefined);
  if (!raw) return false;
  let marker: Marker;
  try {
    marker = JSON.parse(raw) as Marker;
  } catch {
    return false;
  }
  if (marker.version !== version || !Array.isArray(marker.jars) || marker.jars.length === 0) return false;
  const sizes = await Promise.all(
    marker.jars.map((jar) => stat(join(cacheDir, 'libs', jar)).then((s) => s.size, () => 0)),
  );
  return sizes.every((size) => size > 0);
}

function runMaven(mvn: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(mvn, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-6000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (err) =>
      reject(infraError('NOT_INSTALLED', `could not run mvn (install Maven, e.g. apt-get install maven): ${err.message}`, err)),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(infraError('DOWNLOAD_FAILED', `mvn exited with ${code}:\n${output.trim()}`)),
    );
  });
}

/**
 * Makes sure `<cacheDir>/libs` holds the Kafka broker and all its runtime jars, downloading
 * them from Maven Central with mvn on first use. Returns the libs directory.
 */
export async function ensureKafkaJars(
  cacheDir = defaultKafkaCacheDir(),
  options: { version?: string; mvnCommand?: string } = {},
): Promise<{ libsDir: string; downloaded: boolean }> {
  const version = options.version ?? KAFKA_VERSION;
  const libsDir = join(cacheDir, 'libs');
  if (await cacheComplete(cacheDir, version)) return { libsDir, downloaded: false };

  await mkdir(cacheDir, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'gary-kafka-pom-'));
  // Download into a private directory and rename it into place, so a run that is killed
  // half way (or a second run at the same time) never sees a partial jar set.
  const staging = join(cacheDir, `libs.partial-${process.pid}`);
  try {
    await writeFile(join(work, 'pom.xml'), pomXml(version));
    await runMaven(
      options.mvnCommand ?? 'mvn',
      ['-q', '-B', 'dependency:copy-dependencies', `-DoutputDirectory=${staging}`, '-DincludeScope=runtime'],
      work,
    );
    const jars = (await readdir(staging)).filter((f) => f.endsWith('.jar')).sort();
    const missing = REQUIRED(version).filter((jar) => !jars.includes(jar));
    if (missing.length > 0) {
      throw infraError('DOWNLOAD_FAILED', `Kafka jar set is incomplete, missing: ${missing.join(', ')}`);
    }
    if (await cacheComplete(cacheDir, version)) return { libsDir, downloaded: false };
    await rm(join(cacheDir, MARKER), { force: true });
    await rm(libsDir, { recursive: true, force: true });
    await rename(staging, libsDir);
    const marker: Marker = { version, jars };
    await writeFile(join(cacheDir, MARKER), JSON.stringify(marker, null, 2));
    return { libsDir, downloaded: true };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
