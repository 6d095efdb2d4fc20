/**
 * Keeps every core busy, to prove the tests hold on a loaded machine (a CI runner
 * shared with other jobs, a laptop building something else).
 *
 *   npm run hog                      busy until Ctrl-C (or SIGTERM)
 *   npm run hog -- npm test          busy while the command runs; exits with its code
 *   npm run hog -- --seconds 600     stops by itself after that long
 *   npm run hog -- --threads 1       one core only (default: every core the machine has)
 *
 * Each thread spins at normal priority, as another job's would: the scheduler shares
 * the cores between it and the tests, so a test that measures wall time sees the
 * stretch a busy machine causes.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const say = (/** @type {string} */ line) => console.error(`cpu-hog: ${line}`);

/**
 * The options before the command: --threads N, --seconds N, and `--` to end them.
 * @param {string[]} args
 */
function parse(args) {
  let threads = os.availableParallelism();
  let seconds = 0;
  let rest = args;
  while (rest[0]?.startsWith('--')) {
    const [flag, value] = rest;
    if (flag === '--') {
      rest = rest.slice(1); // the command follows
      break;
    }
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0 || (flag !== '--threads' && flag !== '--seconds')) {
      say(`usage: cpu-hog.mjs [--threads N] [--seconds N] [command ...] (not "${rest.slice(0, 2).join(' ')}")`);
      process.exit(2);
    }
    if (flag === '--threads') threads = n;
    else seconds = n;
    rest = rest.slice(2);
  }
  return { threads, seconds, command: rest };
}

// Spins until terminated; the sum is kept so the loop cannot be optimised away.
const SPIN = `let sum = 0; for (;;) { for (let i = 0; i < 1e6; i++) sum += Math.sqrt(i); if (sum < 0) break; }`;

const { threads, seconds, command } = parse(process.argv.slice(2));
const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true }));
say(`${threads} thread(s) busy (pid ${process.pid})${seconds ? ` for ${seconds} s` : ''}${command.length ? `, until "${command.join(' ')}" ends` : '; Ctrl-C to stop'}.`);

/** @param {number} code */
async function stop(code) {
  await Promise.all(workers.map((worker) => worker.terminate()));
  say('stopped.');
  process.exit(code);
}

process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
if (seconds) setTimeout(() => void stop(0), seconds * 1000);
if (command.length) {
  const [file = '', ...args] = command;
  const child = spawn(file, args, { stdio: 'inherit' });
  child.on('error', (error) => {
    say(`could not start ${file}: ${error.message}`);
    void stop(1);
  });
  child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
}
