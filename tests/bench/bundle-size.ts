// npm run test:size [-- --write] — the JavaScript each route of the web app loads before its first
// screen (gzip), from the Vite manifest of the build in WEB_DIST (default web/dist). Fails when a
// route is over the budget; --write also updates the table in tests/bench/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** Issue 10: at most 300 kB gzip of JavaScript for the first screen of every route. */
const BUDGET = 300_000;

/** Each route's lazily loaded modules (web/src/routing/router.tsx and the areas' route tables). */
const SHELL = 'src/shell/Shell.tsx';
const ROUTES: { path: string; lazy: string[] }[] = [
  { path: '/login', lazy: ['src/areas/session/routes/Login/LoginRoute.tsx'] },
  { path: '/reset-password', lazy: ['src/areas/session/routes/ResetPassword/ResetPasswordRoute.tsx'] },
  { path: '/ (product choice)', lazy: ['src/shell/screens/Splash/SplashRoute.tsx'] },
  { path: '/events/list', lazy: [SHELL, 'src/areas/events/routes/EventList/EventListRoute.tsx'] },
  { path: '/event/add', lazy: [SHELL, 'src/areas/events/routes/EventAdd/EventAddRoute.tsx'] },
  { path: '/event/edit/:eventId', lazy: [SHELL, 'src/areas/events/routes/EventEdit/EventEditRoute.tsx'] },
  { path: '/speakers/list', lazy: [SHELL, 'src/areas/speakers/routes/SpeakerList/SpeakerListRoute.tsx'] },
  { path: '/speakers/config', lazy: [SHELL, 'src/areas/speakers/routes/SpeakerConfig/SpeakerConfigRoute.tsx'] },
  { path: '/speaker/add', lazy: [SHELL, 'src/areas/speakers/routes/SpeakerAdd/SpeakerAddRoute.tsx'] },
  { path: '/speaker/:speakerId', lazy: [SHELL, 'src/areas/speakers/routes/SpeakerProfile/SpeakerProfileRoute.tsx'] },
  { path: '/speaker/:speakerId/events', lazy: [SHELL, 'src/areas/speakers/routes/SpeakerEvents/SpeakerEventsRoute.tsx'] },
  { path: '* (Page Not Found)', lazy: ['src/shell/screens/NotFound/NotFoundRoute.tsx'] },
];

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const repo = fileURLToPath(new URL('../../', import.meta.url));
const dist = resolve(process.env.WEB_DIST ?? join(repo, 'web', 'dist'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)!;

/** A chunk of the build; a key the manifest lacks is a module ROUTES names that the build no longer has. */
function chunkOf(key: string): Chunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest (${dist}): update ROUTES.`);
  return chunk;
}

/** The chunk and everything it imports statically: what the browser loads before running it. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = chunkOf(key);
  if (!into.has(key)) {
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  }
  return into;
}

// Every screen module the router or an area loads lazily (`…Route.tsx`, and the shell) must be measured.
const screens = [...closure(entryKey)]
  .flatMap((key) => chunkOf(key).dynamicImports ?? [])
  .filter((key) => key === SHELL || key.endsWith('Route.tsx'));
const unknown = screens.filter((key) => !ROUTES.some((route) => route.lazy.includes(key)));
if (unknown.length > 0) {
  console.error(`bundle-size.ts does not know the route of ${[...new Set(unknown)].join(', ')}: add it to ROUTES.`);
  process.exit(1);
}

const gzipSizes = new Map<string, [raw: number, gzip: number]>();
function sizes(key: string): [raw: number, gzip: number] {
  if (!gzipSizes.has(key)) {
    const code = readFileSync(join(dist, chunkOf(key).file));
    gzipSizes.set(key, [code.length, gzipSync(code, { level: 9 }).length]);
  }
  return gzipSizes.get(key)!;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = ROUTES.map(({ path, lazy }) => {
  const keys = new Set<string>();
  for (const key of [entryKey, ...lazy]) closure(key, keys);
  const [raw, gzip] = [...keys].map(sizes).reduce(([r, g], [kr, kg]) => [r + kr, g + kg], [0, 0]);
  return { path, files: keys.size, raw, gzip };
});

const table = [
  '| route | files | JavaScript | gzip | budget |',
  '| --- | ---: | ---: | ---: | --- |',
  ...rows.map(
    (row) => `| \`${row.path}\` | ${row.files} | ${kB(row.raw)} | ${kB(row.gzip)} | ${row.gzip <= BUDGET ? 'within' : '**over**'} |`,
  ),
].join('\n');
console.log(table);

if (values.write) {
  const readme = join(repo, 'tests', 'bench', 'README.md');
  const [start, end] = ['<!-- bundle-size:start -->', '<!-- bundle-size:end -->'];
  const text = readFileSync(readme, 'utf8');
  const at = text.indexOf(start);
  if (at < 0 || text.indexOf(end) < at) throw new Error(`${readme} has no ${start} … ${end} section.`);
  writeFileSync(readme, `${text.slice(0, at + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
}

const over = rows.filter((row) => row.gzip > BUDGET);
if (over.length > 0) {
  const list = over.map((row) => `${row.path} (${kB(row.gzip)})`).join(', ');
  console.error(`\nFirst-load JavaScript over the limit (budget ${kB(BUDGET)} gzip): ${list}.`);
  process.exit(1);
}
