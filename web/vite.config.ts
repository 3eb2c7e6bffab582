/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

// In development the gateway serves the APIs and Vite serves the app with hot reload; the proxy
// keeps everything on one origin so the session cookie behaves as in production.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
