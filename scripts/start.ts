// npm start: the whole portal on this machine. Finds or starts PostgreSQL and Redis, builds
// every workspace, applies the migrations (and the demo data on an empty database), runs the
// gateway and the worker, and prints the URLs and the demo accounts once the gateway is ready.
import { gatewayPort, startStack } from './lib/stack.ts';

await startStack({
  build: { label: 'build (schema, gateway, worker, web)', npmArgs: ['run', 'build'] },
  // The address the links and canonical URLs are built from (never a request's Host).
  env: { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}` },
  readyTitle: 'The portal is running',
  links: [
    ['Web app', `http://localhost:${gatewayPort}`],
    ['GraphQL IDE', `http://localhost:${gatewayPort}/graphiql`],
  ],
});
