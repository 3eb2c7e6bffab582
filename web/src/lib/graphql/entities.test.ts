import { describe, expect, it } from 'vitest';
import { applyRecords, collectRecords, withoutRecord } from './entities.js';

const card = (id: string, connectionState: string) => ({
  __typename: 'Member',
  id,
  fullName: `Member ${id}`,
  connectionState,
  practiceAreas: ['land'],
  author: { id: 'x', fullName: 'X' },
});

describe('records across kept answers', () => {
  it("applies a record's scalars wherever it is shown, leaving the rest untouched", () => {
    const directory = { members: [card('a', 'NONE'), card('b', 'NONE')], memberCount: 2 };
    const records = collectRecords({
      requestConnection: { id: 'a', connectionState: 'PENDING', practiceAreas: ['land', 'tax'] },
    });
    const next = applyRecords(directory, records);
    expect(next.members[0]).toMatchObject({
      connectionState: 'PENDING',
      practiceAreas: ['land', 'tax'],
      fullName: 'Member a',
    });
    expect(next.members[1]).toBe(directory.members[1]);
    expect(next.memberCount).toBe(2);
  });

  it('answers the same object when nothing changed, so that nothing renders again', () => {
    const directory = { members: [card('a', 'NONE')] };
    expect(applyRecords(directory, collectRecords({ id: 'a', connectionState: 'NONE' }))).toBe(
      directory,
    );
  });

  it('does not replace a nested record with one of fewer fields, but updates it in place', () => {
    const page = { item: { id: 'n', author: { id: 'x', fullName: 'X', initials: 'XX' } } };
    const next = applyRecords(
      page,
      collectRecords({ id: 'n', author: { id: 'x', fullName: 'Y' } }),
    );
    expect(next.item.author).toEqual({ id: 'x', fullName: 'Y', initials: 'XX' });
  });

  it('leaves a record of another type with the same id alone', () => {
    const page = { lawyer: { __typename: 'Lawyer', id: 'a', verified: false } };
    const next = applyRecords(
      page,
      collectRecords({ __typename: 'Member', id: 'a', verified: true }),
    );
    expect(next).toBe(page);
  });

  it('takes a deleted record out of every list', () => {
    const data = { documents: [{ id: 'd1' }, { id: 'd2' }], recent: { items: [{ id: 'd1' }] } };
    expect(withoutRecord(data, 'd1')).toEqual({ documents: [{ id: 'd2' }], recent: { items: [] } });
    expect(withoutRecord(data, 'zz')).toBe(data);
  });
});
