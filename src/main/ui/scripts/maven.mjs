// The Maven build's steps for the UI, run with the machine's Node.js and npm (see pom.xml):
//   node scripts/maven.mjs install   npm ci, unless node_modules already matches package-lock.json
//   node scripts/maven.mjs build     npm run build, unless the built UI is newer than its sources
//   node scripts/maven.mjs test      the formatter's check and the component tests
// Skipping work that is up to date keeps `mvn test` of one Java class quick.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ui = fileURLToPath(new URL('..', import.meta.url));
const built = join(ui, '../../../target/classes/static/ui/index.html');
const documents = join(ui, '../../../docs/api');

function npm(...args) {
  console.log(`[ui] npm ${args.join(' ')}`);
  const run = spawnSync('npm', args, {
    cwd: ui,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (run.status !== 0) {
    process.exit(run.status ?? 1);
  }
}

/** The newest modification time among files under a path (node_modules and outputs left out). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) {
    if (['node_modules', 'test-results', 'playwright-report', 'generated'].includes(name)) continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

const step = process.argv[2];
if (step === 'install') {
  const installed = join(ui, 'node_modules/.package-lock.json');
  if (!existsSync(installed) || newest(installed) < newest(join(ui, 'package-lock.json'))) {
    npm('ci', '--no-audit', '--no-fund');
  } else {
    console.log('[ui] node_modules matches package-lock.json');
  }
} else if (step === 'build') {
  const sources = Math.max(
    ...[
      'src',
      'public',
      'index.html',
      'package-lock.json',
      'vite.config.ts',
      'tsconfig.json',
      'scripts',
    ].map((name) => newest(join(ui, name))),
    newest(documents),
  );
  if (newest(built) > sources) {
    console.log('[ui] the built UI is up to date');
  } else {
    npm('run', 'build');
  }
} else if (step === 'test') {
  if (process.argv[3] === 'true') {
    console.log('[ui] tests skipped');
  } else {
    npm('run', 'check');
    npm('test');
  }
} else {
  console.error(`unknown step '${step}': install, build or test`);
  process.exit(2);
}
