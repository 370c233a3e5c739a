module.exports = {
  ...require('./webpack-config'),
  ...require('./federation-config'),
};
