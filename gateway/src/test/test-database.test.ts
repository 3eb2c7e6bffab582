import { describe, expect, it } from 'vitest';
import { roomToKeepCopies } from './test-database.js';

describe('whether a run keeps its database copies until it ends', () => {
  it("reads the free space of the server's data directory", async () => {
    expect(await roomToKeepCopies(0)).toBe(true);
    // More than any disk has: only a real reading can say no (an unreadable one says yes).
    expect(await roomToKeepCopies(2 ** 60)).toBe(false);
  });
});
