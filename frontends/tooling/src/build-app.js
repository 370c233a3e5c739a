#!/usr/bin/env node
// Builds the app in the current folder with its webpack.config.js (webpack's Node API, so no CLI
// package is needed). Usage: node ../tooling/src/build-app.js [--mode development]
const path = require('node:path');
const webpack = require('webpack');
const { precompressDir } = require('./precompress');

const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > -1 ? process.argv[modeIndex + 1] : 'production';
const dir = process.cwd();
const configOrFactory = require(path.join(dir, 'webpack.config.js'));
const config = typeof configOrFactory === 'function' ? configOrFactory({}, { mode }) : configOrFactory;

webpack(config, (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const w of info.warnings ?? []) console.warn('warning:', w.message);
  for (const e of info.errors ?? []) console.error('error:', e.message);
  if (!stats.hasErrors() && mode === 'production') precompressDir(config.output.path);
  const files = require('node:fs').readdirSync(config.output.path).filter((f) => !/\.(br|gz)$/.test(f));
  const total = files.reduce((n, f) => n + require('node:fs').statSync(path.join(config.output.path, f)).size, 0);
  console.log(`${path.basename(dir)}: ${files.length} files, ${(total / 1024).toFixed(1)} kB in ${path.relative(dir, config.output.path)}/`);
  process.exit(stats.hasErrors() ? 1 : 0);
});
