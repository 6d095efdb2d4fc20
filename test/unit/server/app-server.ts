/**
 * The reference server for the server's unit tests: its app on a free port with one route module
 * (startAppServer), or `node fixtures/server/main.mjs` itself as the demo runs it (spawnMainServer).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../../../fixtures/server/app.mjs';
import { FOUNDATION_MIGRATIONS, openDatabase, type Database } from '../../../fixtures/server/db.mjs';
import { buildRouteTable, type RouteModule } from '../../../fixtures/server/modules.mjs';

export const ROOT = path.resolve(__dirname, '../../..');

export interface AppServer {
  base: string;
  port: number;
  db: Database;
  /** Stops the server and closes the database (writing its file, if it has one). */
  close(): Promise<void>;
}

export interface AppServerOptions {
  module?: RouteModule;
  /** openDatabase's options; in memory by default. */
  database?: Omit<NonNullable<Parameters<typeof openDatabase>[0]>, 'migrations'>;
  maxBodyBytes?: number;
  /** The /__test/ endpoints: on unless a test says otherwise (as the browser suite starts the server). */
  testEndpoints?: boolean;
  /** How many requests the log keeps (the server's default otherwise). */
  requestLogRows?: number;
}

export async function startAppServer({ module = {}, database = {}, maxBodyBytes, testEndpoints = true, requestLogRows }: AppServerOptions = {}): Promise<AppServer> {
  const table = buildRouteTable([{ file: 'test-module.mjs', exports: module }]);
  const db = await openDatabase({ ...database, migrations: [...FOUNDATION_MIGRATIONS, ...table.migrations] });
  const server = http.createServer(createApp({ db, table, root: ROOT, fallbackHost: '127.0.0.1', maxBodyBytes, testEndpoints, requestLogRows }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    db,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.close();
    },
  };
}

export interface MainServer {
  base: string;
  /** The exit code once the process ends. */
  exited: Promise<number | null>;
  /** Sends the signal if the process still runs. */
  kill(signal?: NodeJS.Signals): void;
}

/** `node fixtures/server/main.mjs` on a free port with `env` added; resolves once it prints its address. */
export async function spawnMainServer(env: NodeJS.ProcessEnv): Promise<MainServer> {
  const child = spawn(process.execPath, ['fixtures/server/main.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_RUNTIME_TEST_ENDPOINTS: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const kill = (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (url) resolve(url);
    });
    child.once('exit', () => reject(new Error(`the server stopped: ${output}`)));
  });
  return { base, exited, kill };
}
