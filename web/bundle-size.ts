// npm run test:size [-- --write] — the JavaScript each route of the web app loads before its first
// screen (gzip), from the Vite manifest of the build in WEB_DIST (default web/dist), and the same for the
// public survey and registration pages (web/respond, built into WEB_DIST/respond). Fails when a route is over
// its budget; --write also updates the table in web/README.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** Issue 10: at most 300 kB gzip of JavaScript for the first screen of every route. 312 kB for now: the event edit
 *  form and the speaker profile were at 305.1 and 305.7 (tests/bench/README.md "Over budget": issue 28's speaker labels,
 *  field messages and load-failure texts, each a small shared chunk), and the email series area's route table (issue
 *  30) added 0.7 kB to the entry of every route, the manual trigger and Sent mail routes 0.4 kB more, and the event
 *  page's E-mail delivery selections (its query; the card itself loads lazily) 0.9 kB: the event form was at 309.7; the
 *  dashboards' route table and the viewer's `dashboardCategories` (issue 31) put it at 311.2 (their charts' library,
 *  victory, loads after a dashboard's first screen). Every new area's route table adds to the first load of every
 *  route, so the next step is a smaller entry (persisted queries, route tables loaded per area: issue 35). */
const BUDGET = 312_000;
/** Issue 12: the public pages, opened on phones from a QR code or a link, at most 100 kB gzip. */
const PUBLIC_BUDGET = 100_000;
/** The public pages' routes: one entry, no lazy modules (web/respond). */
const PUBLIC_ROUTES = ['/s?eventId=…&surveyTemplateId=… (public survey)', '/r/:eventId (public registration)'];

/** Each route's lazily loaded modules: the routes of web/src/routing/router.tsx outside the shell, then every screen of
 *  the areas' route tables (web/src/areas/<area>/*.ts manifests, read as text: `path`, then the module its `screen`
 *  imports), each inside the shell. A new screen is measured without editing this file. */
const SHELL = 'src/shell/Shell.tsx';
const repo = fileURLToPath(new URL('../', import.meta.url));
const AREAS_DIR = join(repo, 'web', 'src', 'areas');
const SCREEN = /\bpath: '([^']+)'[\s\S]*?\bscreen: \(\) =>\s*import\('\.\/([^']+)'\)/g;
const areaRoutes = readdirSync(AREAS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name: area }) =>
    readdirSync(join(AREAS_DIR, area))
      .filter((file) => /^(area|\w+Area)\.ts$/.test(file))
      .sort()
      .flatMap((file) =>
        [...readFileSync(join(AREAS_DIR, area, file), 'utf8').matchAll(SCREEN)].map(([, path, module]) => ({
          path: path!,
          lazy: [SHELL, `src/areas/${area}/${module!}`],
        })),
      ),
  );
const ROUTES: { path: string; lazy: string[] }[] = [
  { path: '/login', lazy: ['src/areas/session/routes/Login/LoginRoute.tsx'] },
  { path: '/reset-password', lazy: ['src/areas/session/routes/ResetPassword/ResetPasswordRoute.tsx'] },
  { path: '/ (product choice)', lazy: ['src/shell/screens/Splash/SplashRoute.tsx'] },
  ...areaRoutes,
  // The five dashboards: one route module, their paths from the dashboards' contract (DASHBOARD_PAGES).
  {
    path: '/dashboard/{programs,expenses,speakers,regions,attendees}',
    lazy: [SHELL, 'src/areas/dashboards/routes/Dashboard/DashboardRoute.tsx'],
  },
  { path: '* (Page Not Found)', lazy: ['src/shell/screens/NotFound/NotFoundRoute.tsx'] },
];

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const dist = resolve(process.env.WEB_DIST ?? join(repo, 'web', 'dist'));

/** One Vite build (its manifest): its entry, the static-import closure of a chunk and each file's sizes. */
function viteBuild(folder: string) {
  const manifest = JSON.parse(readFileSync(join(folder, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)!;

  /** A chunk of the build; a key the manifest lacks is a module ROUTES names that the build no longer has. */
  function chunkOf(key: string): Chunk {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (${folder}): update ROUTES.`);
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

  const gzipSizes = new Map<string, [raw: number, gzip: number]>();
  /** What the files of these chunks weigh together, raw and each gzip -9 on its own. */
  function weigh(keys: Set<string>): { files: number; raw: number; gzip: number } {
    const [raw, gzip] = [...keys]
      .map((key) => {
        if (!gzipSizes.has(key)) {
          const code = readFileSync(join(folder, chunkOf(key).file));
          gzipSizes.set(key, [code.length, gzipSync(code, { level: 9 }).length]);
        }
        return gzipSizes.get(key)!;
      })
      .reduce(([r, g], [kr, kg]) => [r + kr, g + kg], [0, 0]);
    return { files: keys.size, raw, gzip };
  }

  return { entryKey, chunkOf, closure, weigh };
}

const { entryKey, chunkOf, closure, weigh } = viteBuild(dist);

// Every screen module the router or an area loads lazily (`…Route.tsx`, and the shell) must be measured.
const screens = [...closure(entryKey)]
  .flatMap((key) => chunkOf(key).dynamicImports ?? [])
  .filter((key) => key === SHELL || key.endsWith('Route.tsx'));
const unknown = screens.filter((key) => !ROUTES.some((route) => route.lazy.includes(key)));
if (unknown.length > 0) {
  console.error(`bundle-size.ts does not know the route of ${[...new Set(unknown)].join(', ')}: add it to ROUTES.`);
  process.exit(1);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = ROUTES.map(({ path, lazy }) => {
  const keys = new Set<string>();
  for (const key of [entryKey, ...lazy]) closure(key, keys);
  return { path, budget: BUDGET, ...weigh(keys) };
});
// The public pages: the entry of their own build and what it imports statically (they load nothing lazily).
const respond = viteBuild(join(dist, 'respond'));
const publicLoad = respond.weigh(respond.closure(respond.entryKey));
rows.push(...PUBLIC_ROUTES.map((path) => ({ path, budget: PUBLIC_BUDGET, ...publicLoad })));

const table = [
  '| route | files | JavaScript | gzip | budget |',
  '| --- | ---: | ---: | ---: | --- |',
  ...rows.map(
    (row) =>
      `| \`${row.path}\` | ${row.files} | ${kB(row.raw)} | ${kB(row.gzip)} | ${row.gzip <= row.budget ? `within ${kB(row.budget)}` : `**over** ${kB(row.budget)}`} |`,
  ),
].join('\n');
console.log(table);

if (values.write) {
  const readme = join(repo, 'web', 'README.md');
  const [start, end] = ['<!-- bundle-size:start -->', '<!-- bundle-size:end -->'];
  const text = readFileSync(readme, 'utf8');
  const at = text.indexOf(start);
  if (at < 0 || text.indexOf(end) < at) throw new Error(`${readme} has no ${start} … ${end} section.`);
  writeFileSync(readme, `${text.slice(0, at + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
}

const over = rows.filter((row) => row.gzip > row.budget);
if (over.length > 0) {
  const list = over.map((row) => `${row.path} (${kB(row.gzip)}, budget ${kB(row.budget)})`).join(', ');
  console.error(`\nFirst-load JavaScript over the limit (gzip): ${list}.`);
  process.exit(1);
}
