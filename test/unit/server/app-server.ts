/** The reference server's app on a free port, with one route module, for the server's unit tests. */
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
}

export async function startAppServer({ module = {}, database = {}, maxBodyBytes }: AppServerOptions = {}): Promise<AppServer> {
  const table = buildRouteTable([{ file: 'test-module.mjs', exports: module }]);
  const db = await openDatabase({ ...database, migrations: [...FOUNDATION_MIGRATIONS, ...table.migrations] });
  const server = http.createServer(createApp({ db, table, root: ROOT, fallbackHost: '127.0.0.1', maxBodyBytes }));
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
