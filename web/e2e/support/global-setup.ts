// Once per run, before any worker starts: the template database every worker copies (stack.ts).
// Returns the teardown that drops it again.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertBuilt,
  createTemplate,
  dropTemplate,
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
  return () => dropTemplate(template);
}
