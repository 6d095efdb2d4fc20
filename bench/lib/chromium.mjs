/**
 * Debian's chromium through playwright-core (never a downloaded browser), and
 * the small helpers every part of the bench shares.
 */
import { chromium } from 'playwright-core';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`no chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH); the bench never downloads a browser`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 30_000 });
}

/**
 * Rejects with `what` when `promise` takes longer than `ms` (a hung page must not hang the bench).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms, what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * @param {number[]} values
 * @returns {number} NaN for no values
 */
export function median(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * Fixed-width text table: columns are { title, align } and rows arrays of strings.
 * @param {{ title: string, align?: 'left' }[]} columns
 * @param {unknown[][]} rows
 * @returns {string}
 */
export function table(columns, rows) {
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((r) => String(r[i]).length)));
  /** @type {(text: unknown, i: number) => string} */
  const cell = (text, i) => (columns[i]?.align === 'left' ? String(text).padEnd(widths[i] ?? 0) : String(text).padStart(widths[i] ?? 0));
  const lines = [columns.map((c, i) => cell(c.title, i)).join('  ')];
  lines.push(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) lines.push(row.map(cell).join('  '));
  return lines.join('\n');
}
