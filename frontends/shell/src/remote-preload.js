// A remote's screen needs its remoteEntry.js, which the federation runtime would only ask for
// after the shell's own scripts have run: start that download with the page's. A file, not an
// inline script, since the gateway's content security policy runs scripts from our origin only.
// The build fills in the entries' URLs and names the file by its content hash. Keep the map in
// step with app.tsx (tooling/src/remote-preload.test.ts checks it).
(function () {
  var entry = __GARY_REMOTE_ENTRIES__;
  var routes = { '/real-gary-picks': 'picks', '/gary-props': 'picks', '/team-picks': 'picks', '/what-gary-thinks': 'picks', '/daily-parlay': 'picks', '/billfold': 'billfold', '/how-good-is-gary': 'billfold', '/verify': 'billfold', '/corrections': 'billfold', '/betcard': 'betcard' };
  var remote = routes[location.pathname.replace(/\/+$/, '')];
  if (!remote || !entry[remote]) return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = entry[remote];
  document.head.appendChild(link);
})();
