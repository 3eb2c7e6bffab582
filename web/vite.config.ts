/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { TEST_WORKERS } from '../vitest.workers';
import { catalogPlugin } from './build/catalogPlugin.ts';
import { documentsPlugin } from './build/documentsPlugin.ts';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

const APOLLO_MODULES =
  /node_modules[\\/](@apollo[\\/]client|graphql|rxjs|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/;
const REACT_ARIA_MODULES =
  /node_modules[\\/](react-aria|react-aria-components|@internationalized)[\\/]/;
/** How many pages and lazy parts import a React Aria module for it to go in the shared chunk. */
const ARIA_SHARED_BY = 8;
/** index.html and its module script, which make the entry chunk. */
const isEntryModule = (id: string) => /[\\/](index\.html|src[\\/]main\.tsx)$/.test(id);

// In development the gateway serves the APIs and Vite serves the app with hot reload; the proxy
// keeps everything on one origin so the session cookie behaves as in production.
//
// `vite build --ssr src/entry-server.tsx` (part of npm run build) writes the server build to
// dist-server/: the gateway renders public pages with it (gateway/src/app/web-app.ts). It bundles
// its libraries so that it needs nothing beside it at run time.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The catalogs split into groups of sections, one file each (issue 12).
    catalogPlugin(),
    // Each members' GraphQL document in the chunk of the pages that send it.
    documentsPlugin(),
    // Members read on slow networks: the gateway serves these precompressed copies (brotli,
    // else gzip) instead of compressing on every request.
    isSsrBuild ? null : compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  ssr: { noExternal: true },
  // The server build bundles React, which picks its development or production build when it
  // loads, by the gateway's NODE_ENV: the browser tests' gateways (NODE_ENV=test) rendered with
  // React's development build, which production never runs. The server build is production's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        // dist/.vite/manifest.json: what each entry and page loads (scripts/budgets.ts reads it).
        manifest: true,
        // One stylesheet for the whole app (about 9 KiB of gzip): on a slow network a dozen small
        // render-blocking files, each its own round trip over a few connections, cost the first
        // paint far more than the rules of the pages not shown; cached once for every page.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // Libraries change less often than the app: in chunks of their own they stay cached
            // across deployments of the app's code. A first load fetches few, larger files: split
            // by the bundler's defaults the shell and the members' libraries were some forty
            // small chunks, each compressed on its own with its import lines, several KiB more
            // than the same code in a few files (issue 25; docs/web-app.md, budgets).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
                // The GraphQL client and what it runs on: loaded with the members' session only
                // (public pages post through lib/graphqlRequest).
                { name: 'apollo', test: APOLLO_MODULES },
                // Everything the entry imports statically, which every page loads anyway. The
                // entry's own modules stay out: they are the manifest's `index.html` chunk.
                { name: 'shell', tags: ['$initial'], test: (id: string) => !isEntryModule(id) },
                // The React Aria parts many pages draw (press, hover, focus, fields, text), in
                // one chunk; those of a few pages (a select, tabs, a checkbox) stay split as the
                // pages import them. No public page's first load draws a React Aria widget (the
                // shell's providers are in `shell`; React Stately's toast queue, which public
                // pages use, is left out).
                { name: 'aria', test: REACT_ARIA_MODULES, minShareCount: ARIA_SHARED_BY },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/api': gateway,
      '/graphiql': gateway,
      '/healthz': gateway,
      '/readyz': gateway,
    },
  },
  test: {
    name: 'web',
    maxWorkers: TEST_WORKERS,
    // Files share a worker's loaded modules (see vitest.workers.ts).
    isolate: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // npm test runs these beside the integration and browser tests on two cores: a page test
    // that takes 1 s alone has been seen past the default 5 s there.
    testTimeout: 20_000,
  },
}));
