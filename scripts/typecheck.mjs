// Type-checks every workspace with its own tsconfig (they differ in libs: DOM for the web app).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/wire', 'packages/contracts', 'packages/games', 'apps/server', 'apps/web', 'apps/web/sw', 'apps/admin', 'e2e', 'bench', 'scripts'].filter((dir) =>
  existsSync(`${dir}/tsconfig.json`),
);
let failed = false;
for (const dir of projects) {
  const result = spawnSync('tsc', ['-p', dir], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
