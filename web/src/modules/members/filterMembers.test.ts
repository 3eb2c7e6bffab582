import { describe, expect, it } from 'vitest';
import { filterMembers } from './filterMembers.js';

const members = [
  { fullName: 'Amina Yusuf Abdi', username: 'amina.abdi', specialization: 'Family Law' },
  { fullName: 'Hodan Farah', username: 'hodan.farah', specialization: 'Criminal Law' },
  { fullName: 'Sahra Mohamed Ali', username: 'sahra.ali', specialization: null },
];
const names = (text: string) => filterMembers(members, text).map((member) => member.fullName);

describe('filterMembers', () => {
  it('keeps everyone for a blank text', () => {
    expect(filterMembers(members, '')).toBe(members);
    expect(filterMembers(members, '   ')).toBe(members);
  });

  it('matches the full name, ignoring case and surrounding spaces', () => {
    expect(names('  hodan ')).toEqual(['Hodan Farah']);
    expect(names('YUSUF')).toEqual(['Amina Yusuf Abdi']);
  });

  it('matches the specialization and the username', () => {
    expect(names('criminal law')).toEqual(['Hodan Farah']);
    expect(names('law')).toEqual(['Amina Yusuf Abdi', 'Hodan Farah']);
    expect(names('sahra.a')).toEqual(['Sahra Mohamed Ali']);
  });

  it('finds nothing when no field contains the text', () => {
    expect(names('maritime')).toEqual([]);
  });
});
