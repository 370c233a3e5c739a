const { createWebpackConfig } = require('@gary/web-tooling');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'picks',
  role: 'remote',
  exposes: {
    './TodaysPicks': './src/todays-picks/todays-picks-page.tsx',
    './PlayerProps': './src/player-props/player-props-page.tsx',
    './TeamProps': './src/team-props/team-props-page.tsx',
    './WhatGaryThinks': './src/what-gary-thinks/what-gary-thinks-page.tsx',
    './PickAnalysis': './src/todays-picks/pick-analysis-page.tsx',
    './DailyParlay': './src/daily-parlay/daily-parlay-page.tsx',
  },
});
