import path from 'node:path';
import { checkDockerfile, checkDockerignore, checkRepository, parseDockerfile } from '../src/dockerfile-policy';

const rules = (text: string) => checkDockerfile('t', text).map((p) => p.rule);

describe('Dockerfile policy', () => {
  test("the repository's Dockerfiles and .dockerignore pass", () => {
    expect(checkRepository(path.resolve(__dirname, '../../..'))).toEqual([]);
  });

  test('"pinned base image digests or versions": a bare or :latest base fails, a version or digest passes', () => {
    expect(rules('FROM node\nUSER 1000\n')).toContain('pinned-base');
    expect(rules('FROM node:latest\nUSER 1000\n')).toContain('pinned-base');
    expect(rules('FROM node:20-slim\nUSER 1000\n')).toContain('pinned-base');
    expect(rules('ARG V=20.20.2\nFROM node:${V}-bookworm-slim\nUSER 1000\n')).toEqual([]);
    expect(rules(`FROM node@sha256:${'a'.repeat(64)}\nUSER 1000\n`)).toEqual([]);
  });

  test('"runs as non-root": no USER, USER root or a name instead of a uid fails', () => {
    expect(rules('FROM node:20.1.0\n')).toContain('non-root-user');
    expect(rules('FROM node:20.1.0\nUSER root\n')).toContain('non-root-user');
    expect(rules('FROM node:20.1.0\nUSER node\n')).toContain('non-root-user');
    expect(rules('FROM node:20.1.0 AS a\nUSER 10001\nFROM a\nUSER 0\n')).toContain('non-root-user');
  });

  test('"no ADD of URLs" and "COPY --chown" in the final stage', () => {
    expect(rules('FROM node:20.1.0\nADD https://example.com/x.tgz /x\nUSER 1\n')).toContain('no-add-url');
    expect(rules('FROM node:20.1.0\nCOPY a b\nUSER 1\n')).toContain('copy-chown');
    expect(rules('FROM node:20.1.0 AS b\nCOPY a b\nFROM node:20.1.0\nCOPY --from=b --chown=root:root /a /b\nUSER 1\n')).toEqual([]);
  });

  test('continuation lines are one instruction', () => {
    expect(parseDockerfile('RUN a \\\n  && b\n# c\nUSER 1\n')).toEqual([
      { line: 1, op: 'RUN', args: 'a    && b' },
      { line: 4, op: 'USER', args: '1' },
    ]);
  });

  test('.dockerignore must keep node_modules, .git and .env out of the context', () => {
    expect(checkDockerignore('i', '.git\n').map((p) => p.message)).toEqual([
      '.dockerignore should exclude **/node_modules',
      '.dockerignore should exclude **/.env',
    ]);
  });
});
