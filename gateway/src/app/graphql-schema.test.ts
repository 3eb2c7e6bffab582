import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { contractSchemaPath } from '../settings/paths.js';
import { buildGraphQLSchema, printContractSchema } from './graphql-schema.js';

it('emits the same contract every time', async () => {
  const first = printContractSchema(await buildGraphQLSchema());
  const second = printContractSchema(await buildGraphQLSchema());
  expect(second).toBe(first);
});

it('matches the committed schema/schema.graphql (run the emit script after changing a type)', async () => {
  const emitted = printContractSchema(await buildGraphQLSchema());
  expect(emitted).toBe(await readFile(contractSchemaPath, 'utf8'));
});
