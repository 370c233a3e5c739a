const { createWebpackConfig } = require('@gary/web-tooling');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'betcard',
  role: 'remote',
  exposes: {
    './BetCardModal': './src/betcard-modal.tsx',
    './BetCardPage': './src/betcard-page.tsx',
  },
});
