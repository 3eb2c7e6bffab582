// A stopping worker waits for its running jobs, not for a BullMQ close that never resolves.
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { closeWorker, RunningJobs, settledWithin } from './shutdown.js';

const log = pino({ level: 'silent' });
const never = (): Promise<void> => new Promise<void>(() => undefined);

it('waits for the running job, then gives a hung close only the settle time', async () => {
  const running = new RunningJobs();
  let finishJob: () => void = () => undefined;
  const job = running.track(() => new Promise<void>((resolve) => (finishJob = resolve)));
  let closed: boolean | undefined;
  const closing = closeWorker({ close: never }, running, { queue: 'q', log, settleMs: 50 }).then(
    (result) => {
      closed = result;
    },
  );
  // Well past the settle time, the job still runs: the stop still waits for it.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(closed).toBeUndefined();
  finishJob();
  await job;
  await closing;
  expect(closed).toBe(false);
});

it('answers true when the close finishes', async () => {
  const closed = await closeWorker({ close: async () => undefined }, new RunningJobs(), {
    queue: 'q',
    log,
    settleMs: 50,
  });
  expect(closed).toBe(true);
});

it('settledWithin counts a rejection as settled and a pending promise as not', async () => {
  expect(await settledWithin(Promise.reject(new Error('no')), 50)).toBe(true);
  expect(await settledWithin(never(), 20)).toBe(false);
});
