// Once per run, before any worker starts: the template database every slot copies (stack.ts).
// Returns the teardown that stops the slots' stacks and drops it again.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keptStacks } from './kept-stack.ts';
import {
  assertBuilt,
  createTemplate,
  dropTemplate,
  stopKeptStack,
  type Template,
  templateName,
  templateToEnv,
} from './stack.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt();
  const database = templateName();
  const template: Template = {
    database,
    files: await createTemplate(database),
    stateDir: mkdtempSync(join(tmpdir(), `${database}-state-`)),
  };
  templateToEnv(template);
  return async () => {
    await Promise.all(keptStacks(template.stateDir).map(stopKeptStack));
    await dropTemplate(template);
  };
}
