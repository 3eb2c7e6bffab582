// Writes the committed GraphQL contract (schema/schema.graphql) from the TypeGraphQL types.
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { buildGraphQLSchema, printContractSchema } from '../app/graphql-schema.js';
import { contractSchemaPath, repoRoot } from '../settings/paths.js';

const sdl = printContractSchema(await buildGraphQLSchema());
await writeFile(contractSchemaPath, sdl);
console.log(`Wrote ${relative(repoRoot, contractSchemaPath)}.`);
