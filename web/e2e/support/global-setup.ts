// Once per run, before any worker starts: the template database every slot copies (stack.ts).
// Returns the teardown that stops the slots' stacks and drops it again.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { keptStacks } from './kept-stack.ts';
import { startMailbox } from './mailbox.ts';
import {
  assertBuilt,
  createTemplate,
  dropTemplate,
  stopKeptStack,
  type Template,
  templateName,
  templateToEnv,
} from './stack.ts';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  assertBuilt();
  const database = templateName();
  const stateDir = mkdtempSync(join(tmpdir(), `${database}-state-`));
  // One mailbox per worker slot (mailbox.ts): a slot's stack sends to its own.
  const mailboxes = await Promise.all(
    Array.from({ length: config.workers }, (_, slot) =>
      startMailbox(join(stateDir, `mail-s${slot}.jsonl`)),
    ),
  );
  const template: Template = {
    database,
    files: await createTemplate(database),
    stateDir,
    mailboxes: mailboxes.map(({ url, file }) => ({ url, file })),
  };
  templateToEnv(template);
  return async () => {
    await Promise.all(keptStacks(template.stateDir).map(stopKeptStack));
    await Promise.all(mailboxes.map((mailbox) => mailbox.close()));
    await dropTemplate(template);
  };
}
