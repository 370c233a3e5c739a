// Jest stand-in for CSS imports: a CSS module's class name is its own key.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
