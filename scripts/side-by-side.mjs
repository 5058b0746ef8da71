// Runs commands at the same time so CI's two cores are both busy (tsc and eslint use one each; the
// browser suite waits on pages while the PostgreSQL suite waits on its server). The first command
// writes to the log as it goes; each other one prints its output as a block when it ends, so the
// log stays readable. Exits 1 if any failed. As a command:
// `node scripts/side-by-side.mjs typecheck lint` runs those npm scripts.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** @param {{ label: string, command: string, args: string[], env?: NodeJS.ProcessEnv, cwd?: string }[]} jobs */
export async function runSideBySide(jobs) {
  const results = await Promise.all(
    jobs.map(
      (job, index) =>
        new Promise((resolve) => {
          const started = performance.now();
          const live = index === 0;
          if (live) process.stdout.write(`\n▶ ${job.label}\n`);
          const child = spawn(job.command, job.args, { cwd: job.cwd, env: job.env ?? process.env, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
          let output = '';
          child.stdout?.on('data', (chunk) => (output += chunk));
          child.stderr?.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = Math.round((performance.now() - started) / 1000);
            process.stdout.write(`\n▶ ${job.label} (${seconds} s, ${code === 0 ? 'passed' : `failed: exit ${code}`})\n${output}`);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scripts = process.argv.slice(2);
  const ok = await runSideBySide(scripts.map((name) => ({ label: `npm run ${name}`, command: 'npm', args: ['run', '--silent', name] })));
  process.exit(ok ? 0 : 1);
}
