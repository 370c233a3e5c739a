const { createWebpackConfig } = require('@gary/web-tooling');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'billfold',
  role: 'remote',
  exposes: { './Billfold': './src/billfold-page.tsx', './ModelCard': './src/model-card-page.tsx', './Verify': './src/verify/verify-page.tsx', './Corrections': './src/corrections-page.tsx' },
});
