import { expect, it } from 'vitest';
import { seedUuid } from '../seed/seed-uuid.js';
import { useTestOrm } from '../test/test-orm.js';
import { createLoaders } from './loaders.js';

const db = useTestOrm({ seed: true });

it('userById loads many users in one query, in the order asked, null for unknown ids', async () => {
  const em = db.orm.em.fork();
  const queries: string[] = [];
  const connection = em.getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((...args: Parameters<typeof execute>) => {
    queries.push(String(args[0]));
    return execute(...args);
  }) as typeof execute;

  const { userById } = createLoaders(() => em);
  const ids = [seedUuid('user:hodan.farah'), seedUuid('user:nobody'), seedUuid('user:amina.abdi')];
  const users = await Promise.all(ids.map((id) => userById.load(id)));

  expect(users.map((user) => user?.username ?? null)).toEqual(['hodan.farah', null, 'amina.abdi']);
  expect(queries.filter((sql) => sql.includes('from "users"'))).toHaveLength(1);
});

it("a feature's loader kind is made once per request, and afresh for the next request", () => {
  const em = db.orm.em.fork();
  let made = 0;
  const kind = {
    create: () => {
      made += 1;
      return { made };
    },
  };
  const request = createLoaders(() => em);
  expect(request.of(kind)).toBe(request.of(kind));
  expect(createLoaders(() => em).of(kind)).not.toBe(request.of(kind));
  expect(made).toBe(2);
});
