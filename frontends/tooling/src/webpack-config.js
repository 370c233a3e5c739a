// One webpack factory for the shell and the remotes: swc for TS/TSX, CSS modules extracted into
// .css files in production (loaded beside each chunk, from the folder of the app that built it,
// so a remote's styles travel with it whatever origin serves it; no CSS strings or style-loader
// runtime in the JavaScript), style-loader in development, content-hashed chunk names
// (remoteEntry.js keeps its fixed name so hosts can find it).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createFederationConfig, routerPackage } = require('./federation-config');

function swcRule(isProd) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          // Class fields as plain assignments in the constructor (what React's class components
          // expect), not through a defineProperty helper in every bundle that has a class.
          assumptions: { setPublicClassFields: true },
          transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
        },
      },
    },
  };
}

function cssRules(isProd) {
  const style = isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  const css = require.resolve('css-loader');
  return [
    {
      test: /\.module\.css$/,
      use: [
        style,
        {
          loader: css,
          options: {
            // Readable class names in development; in production a short hash, since every class
            // name also sits in the JavaScript (the module's name map), on the first page's bytes.
            modules: { localIdentName: isProd ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:5]', namedExport: false, exportLocalsConvention: 'as-is' },
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [style, css] },
  ];
}

/**
 * Entry chunks get a content hash too. The federation runtime asks for the entry's file name
 * while hashes are still being computed (it only needs the folder depth), so answer without the
 * hash until one exists.
 */
function hashedEntryName(pathData) {
  const ready = pathData && pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return ready ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * @param {object} o
 * @param {string} o.dir          the app folder (its package.json, src/ and dist/)
 * @param {string} o.name         federation container name
 * @param {'host'|'remote'} o.role
 * @param {Record<string,string>} [o.exposes]
 * @param {Record<string,string>} [o.remoteUrls]
 * @param {string[]} [o.runtimePlugins]
 * @param {string[]} [o.rootFiles]   files of src/ copied as they are to the root of dist/ (the service worker)
 * @param {string[]} [o.headScripts] scripts of src/ that index.html runs before the bundles (src="/<name>.js"):
 *   the gateway's content security policy runs no inline script, so they are files, with
 *   __GARY_REMOTE_ENTRIES__ filled in and, in production, a content hash in the name
 */
function createWebpackConfig(o) {
  return (_env, argv) => {
    const isProd = (argv && argv.mode) !== 'development';
    const pkg = require(path.join(o.dir, 'package.json'));
    const isHost = o.role === 'host';
    const headScripts = (o.headScripts || []).map((name) => {
      const source = require('node:fs')
        .readFileSync(path.join(o.dir, 'src', name), 'utf8')
        .replace('__GARY_REMOTE_ENTRIES__', JSON.stringify(o.remoteUrls || {}));
      const hash = require('node:crypto').createHash('sha256').update(source).digest('hex').slice(0, 8);
      return { name, file: isProd ? name.replace(/\.js$/, `.${hash}.js`) : name, source };
    });
    const federation = createFederationConfig({
      name: o.name,
      pkg,
      dir: o.dir,
      remoteUrls: o.remoteUrls,
      exposes: o.exposes,
      runtimePlugins: o.runtimePlugins,
    });
    return {
      mode: isProd ? 'production' : 'development',
      context: o.dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        filename: isProd ? hashedEntryName : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        // Host pages live on deep routes (/admin/results), so its chunks resolve from the root;
        // a remote finds its own chunks beside its remoteEntry.js wherever it is served.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: o.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx'],
        alias: {
          // Only router-exports.js asks for this name: the full library behind the shared facade.
          'gary-react-router-full$': routerPackage().productionEntry,
        },
      },
      module: { rules: [swcRule(isProd), ...cssRules(isProd)] },
      plugins: [
        new ModuleFederationPlugin(federation),
        ...(isProd ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        ...(isHost
          ? [
              {
                // Files served as they are from the root (a service worker must be, for its scope).
                apply(compiler) {
                  const files = o.rootFiles || [];
                  compiler.hooks.thisCompilation.tap('GaryRootFiles', (compilation) => {
                    compilation.hooks.processAssets.tap({ name: 'GaryRootFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
                      for (const f of files) {
                        const file = path.join(o.dir, 'src', f);
                        compilation.fileDependencies.add(file);
                        compilation.emitAsset(f, new compiler.webpack.sources.RawSource(require('node:fs').readFileSync(file)));
                      }
                      for (const h of headScripts) {
                        compilation.fileDependencies.add(path.join(o.dir, 'src', h.name));
                        compilation.emitAsset(h.file, new compiler.webpack.sources.RawSource(h.source));
                      }
                    });
                  });
                },
              },
              new HtmlWebpackPlugin({
                // A plain string template: no child compilation (which the federation runtime
                // would otherwise be injected into and break).
                templateContent: headScripts.reduce(
                  (html, h) => html.replace(`src="/${h.name}"`, `src="/${h.file}"`),
                  require('node:fs').readFileSync(path.join(o.dir, 'src', 'index.html'), 'utf8'),
                ),
                scriptLoading: 'defer',
                minify: isProd,
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: isProd ? 'deterministic' : 'named',
        // Terser told what the browsers run (ES2020, as swc emits), with a third pass; license
        // banners stay in the .LICENSE.txt files.
        minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020 }, format: { comments: false } } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig };
