import { defaultFamilyName } from '@krug/contract/family';
import { describe, expect, it } from 'vitest';
import { buildMembers } from './build-members.ts';

const empty = { first_name: '', last_name: '', date_of_birth: '' };

describe('family creation form rules', () => {
  it('defaults the family name to «Семья» plus the last name', () => {
    expect(defaultFamilyName('Петров')).toBe('Семья Петров');
  });

  it('includes the spouse only with both names', () => {
    expect(
      buildMembers({ spouse: { ...empty, first_name: 'Мария' }, children: [], parents: [] }, 'Петров'),
    ).toEqual([]);
    expect(
      buildMembers(
        {
          spouse: { first_name: 'Мария', last_name: 'Петрова', date_of_birth: '' },
          children: [],
          parents: [],
        },
        'Петров',
      ),
    ).toEqual([{ first_name: 'Мария', last_name: 'Петрова', date_of_birth: null, relationship: 'spouse' }]);
  });

  it('gives children and parents the user last name by default and drops rows without a first name', () => {
    const members = buildMembers(
      {
        spouse: empty,
        children: [
          { first_name: 'Петя', last_name: '', date_of_birth: '2015-03-01' },
          { first_name: ' ', last_name: 'Петров', date_of_birth: '' },
        ],
        parents: [{ first_name: 'Иван', last_name: 'Сидоров', date_of_birth: '' }],
      },
      'Петров',
    );
    expect(members).toEqual([
      { first_name: 'Петя', last_name: 'Петров', date_of_birth: '2015-03-01', relationship: 'child' },
      { first_name: 'Иван', last_name: 'Сидоров', date_of_birth: null, relationship: 'parent' },
    ]);
  });

  it("gives the family surname in the form for the child's gender (issue 32 item 2)", () => {
    const members = buildMembers(
      {
        spouse: empty,
        children: [
          { first_name: 'Иван', last_name: '', date_of_birth: '' },
          { first_name: 'Мария', last_name: '', date_of_birth: '' },
          { first_name: 'Саша', last_name: '', date_of_birth: '' },
        ],
        parents: [{ first_name: 'Пётр', last_name: '', date_of_birth: '' }],
      },
      'Смирнова',
    );
    expect(members.map((m) => `${m.first_name} ${m.last_name}`)).toEqual([
      'Иван Смирнов',
      'Мария Смирнова',
      'Саша Смирнова',
      'Пётр Смирнов',
    ]);
  });
});
