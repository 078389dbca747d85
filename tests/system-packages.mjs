// The Debian programs the tests drive (Playwright cannot download browsers here):
// Chromium for the end-to-end tests, LibreOffice for the resource previews of Office files,
// ffmpeg for the training videos the tests generate. Installs the missing ones in one apt-get
// call when running as root; otherwise says how and stops.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const onPath = (name) => process.env.PATH.split(':').some((dir) => existsSync(`${dir}/${name}`));
const PROGRAMS = [
  // Chromium's headless shell (Debian's build of the browser without its windows, the one Playwright itself runs
  // headless), with its recommended packages (fonts among them): the pages are laid out as users see them. Over the
  // e2e flows it takes a quarter less CPU than the whole browser run headless (tests/e2e/README.md).
  {
    name: 'Chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'),
    packages: ['chromium-headless-shell'],
    recommends: true,
  },
  {
    name: 'LibreOffice',
    present: () => (process.env.LIBREOFFICE_PATH ? existsSync(process.env.LIBREOFFICE_PATH) : onPath('soffice')),
    packages: ['libreoffice-writer-nogui', 'libreoffice-impress-nogui'],
  },
  { name: 'ffmpeg', present: () => onPath('ffmpeg'), packages: ['ffmpeg'] },
];

const missing = PROGRAMS.filter((program) => !program.present());
if (missing.length > 0) {
  const packages = missing.flatMap((program) => program.packages).join(' ');
  const install = (programs, options) =>
    programs.length
      ? ` && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${options}${programs.flatMap((p) => p.packages).join(' ')}`
      : '';
  if (process.getuid?.() === 0) {
    console.log(`${missing.map((program) => program.name).join(', ')} missing: installing Debian packages ${packages}…`);
    const withRecommends = missing.filter((program) => program.recommends);
    const without = missing.filter((program) => !program.recommends);
    execSync(`apt-get update -qq${install(withRecommends, '')}${install(without, '--no-install-recommends ')}`, { stdio: 'inherit' });
  } else {
    console.error(
      `${missing.map((program) => program.name).join(', ')} missing. Install with: sudo apt-get install -y --no-install-recommends ${packages} ` +
        '(or set CHROMIUM_PATH / LIBREOFFICE_PATH to existing binaries).',
    );
    process.exit(1);
  }
}
