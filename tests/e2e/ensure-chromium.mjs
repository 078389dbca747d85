// End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here).
// Installs it with apt-get when running as root; otherwise says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian package "chromium" with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to an existing Chromium binary).',
    );
    process.exit(1);
  }
}
