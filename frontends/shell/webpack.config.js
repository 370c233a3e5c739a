const path = require('node:path');
const { createWebpackConfig, defaultRemoteUrls } = require('@gary/web-tooling');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  remoteUrls: defaultRemoteUrls(),
  runtimePlugins: [path.join(__dirname, 'src', 'federation', 'remote-error-plugin.ts')],
  rootFiles: ['sw.js'],
  headScripts: ['remote-preload.js'],
});
