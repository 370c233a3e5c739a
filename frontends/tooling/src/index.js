module.exports = {
  ...require('./webpack-config'),
  ...require('./federation-config'),
  ...require('./react-compat-config'),
};
