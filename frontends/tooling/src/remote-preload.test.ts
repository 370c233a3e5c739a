// The shell's index.html starts downloading a remote's entry on that remote's routes; its route map
// must name every route app.tsx gives to a remote, and no other.
import fs from 'node:fs';
import path from 'node:path';

const shell = path.join(__dirname, '..', '..', 'shell', 'src');

test('"start the remote entry download with the page": the page\'s preload script preloads the remote of every remote route in app.tsx', () => {
  const html = fs.readFileSync(path.join(shell, 'remote-preload.js'), 'utf8');
  const mapText = /var routes = (\{[^}]*\});/.exec(html)?.[1];
  expect(mapText).toBeDefined();
  const preload = JSON.parse(mapText!.replace(/'/g, '"')) as Record<string, string>;

  const app = fs.readFileSync(path.join(shell, 'app.tsx'), 'utf8');
  const remotes = fs.readFileSync(path.join(shell, 'federation', 'remotes.ts'), 'utf8');
  const remoteOf = new Map([...remotes.matchAll(/export const (\w+) = createRemoteView<[^>]*>\(load\('(\w+)\//g)].map((m) => [m[1]!, m[2]!]));
  const routed: Record<string, string> = {};
  for (const m of app.matchAll(/<Route path="([^"]+)" element=\{(?:<RequireSession>)?<Remote\.(\w+) \/>/g)) {
    // A route with a parameter (a pick's analysis) is reached from a page of its remote, whose entry is loaded.
    if (!m[1]!.includes(':')) routed[`/${m[1]}`] = remoteOf.get(m[2]!)!;
  }
  expect(Object.keys(routed).length).toBeGreaterThan(5);
  expect(preload).toEqual(routed);
});

test('"the CSP blocks the page\'s own inline script" no more: index.html runs no inline script, only its preload script file, deferred so it holds up no parsing', () => {
  const html = fs.readFileSync(path.join(shell, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.map((m) => m[2]!.trim())).toEqual(['']);
  expect(scripts[0]![1]).toMatch(/src="\/remote-preload\.js"/);
  // Deferred scripts run in document order: the template's comes before the bundles the build adds
  // at the end of <head>, so it still runs first. Not async, which would lose that order.
  expect(scripts[0]![1]).toMatch(/\bdefer\b/);
  expect(scripts[0]![1]).not.toMatch(/async/);
});
