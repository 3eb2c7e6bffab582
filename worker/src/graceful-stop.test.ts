// SIGTERM of a gateway process (a deploy, a scale-down): the request in flight is answered,
// then the process exits 0. Runs the built gateway (`npm run build` first; npm test does), the
// way docker compose and npm start run it, with no worker, so a decision call is still waiting
// when the signal arrives.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portal/gateway/test/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Pipeline, startPipeline, waitFor } from './test/pipeline.js';

const builtGateway = fileURLToPath(new URL('../../gateway/dist/main.js', import.meta.url));

let p: Pipeline;

beforeAll(async () => {
  p = await startPipeline({ worker: false });
}, 60_000);

afterAll(async () => {
  await p?.close();
});

it('a SIGTERM lets the request in flight finish, then the gateway exits 0', async () => {
  if (!existsSync(builtGateway)) {
    throw new Error(`${builtGateway} is missing: run "npm run build" first (npm test does).`);
  }
  const submitted = await p.gateway.app.inject({
    method: 'POST',
    url: '/api/admin/content/news',
    payload: { title: 'Decided while the gateway stops', content: 'Text.' },
    cookies: { portal_session: p.tokens.member },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const id = submitted.json<{ id: string }>().id;

  const port = await freePort();
  const gateway = spawn(process.execPath, [builtGateway], {
    env: {
      ...process.env,
      DATABASE_URL: p.gateway.config.databaseUrl,
      REDIS_URL: p.gateway.config.redisUrl,
      REDIS_PREFIX: p.gateway.config.redisPrefix,
      HOST: '127.0.0.1',
      PORT: String(port),
      // Not "test": the process behaves as deployed (Apollo would handle signals itself).
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      MODERATION_DECISION_WAIT_MS: '3000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    gateway.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      {
        timeoutMs: 30_000,
        everyMs: 100,
        what: 'the gateway listening',
      },
    );
    // No worker runs: the call waits for one (up to 3 s) while the gateway is told to stop.
    const decision = fetch(`${base}/api/admin/content/news/${id}/approve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `portal_session=${p.tokens.moderator}`,
      },
      body: JSON.stringify({ approved: true }),
    }).then(
      (response) => response.status,
      (error: unknown) => `no answer: ${String((error as Error).cause ?? error)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    gateway.kill('SIGTERM');
    const status = await decision;
    // Answered (applied, recorded or "try again"), not cut off.
    expect(typeof status, String(status)).toBe('number');
    expect(await exited).toEqual({ code: 0, signal: null });
  } finally {
    if (gateway.exitCode === null && gateway.signalCode === null) gateway.kill('SIGKILL');
  }
}, 60_000);
