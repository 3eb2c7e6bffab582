// npm run dev: the web app from Vite's dev server with hot reload, the gateway and the worker
// from a build of the server workspaces, over the same services and database as npm start.
// Vite proxies /graphql and /api to the gateway (web/vite.config.ts reads GATEWAY_PORT).
import { join } from 'node:path';
import { repoRoot, startChild } from './lib/processes.ts';
import { gatewayPort, startStack } from './lib/stack.ts';

const webPort = process.env.WEB_PORT ?? '5173';

await startStack({
  build: {
    label: 'build (schema, gateway, worker)',
    npmArgs: ['run', 'build', '-w', 'schema', '-w', 'gateway', '-w', 'worker'],
  },
  // Links are built from PUBLIC_URL (never a request's Host): here, the page Vite serves.
  env: {
    GATEWAY_PORT: gatewayPort,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  },
  startExtraChildren: (env) => [
    {
      // Vite's own binary under this Node, so that its PID is the server's (STACK pitfall 15).
      child: startChild(
        'web',
        process.execPath,
        [join(repoRoot, 'node_modules/.bin/vite'), '--port', webPort, '--strictPort'],
        { env, cwd: join(repoRoot, 'web') },
      ),
      readyUrl: `http://localhost:${webPort}/`,
    },
  ],
  readyTitle: 'Development servers are running',
  links: [
    ['Web app (HMR)', `http://localhost:${webPort}`],
    ['Gateway', `http://localhost:${gatewayPort}`],
    ['GraphQL IDE', `http://localhost:${webPort}/graphiql`],
  ],
});
