// The marketplace's choice in the address: read back as written, unreadable values dropped, the
// query's filter holding only what is chosen.
import { describe, expect, it } from 'vitest';
import { choiceFromParams, filterOf, isFiltered, paramsFromChoice } from './marketplace-filters.ts';

describe('the marketplace choice in the address', () => {
  it('reads what it wrote', () => {
    const params = new URLSearchParams(
      'grade=C&grade=A&termMin=3&termMax=12&interestMin=14,4&interestMax=15.6&funding=NOT_FUNDED&sort=INTEREST',
    );
    const choice = choiceFromParams(params);
    expect(choice).toEqual({
      grades: ['A', 'C'],
      termMin: '3',
      termMax: '12',
      interestMin: '14.4',
      interestMax: '15.6',
      funding: 'NOT_FUNDED',
      sort: 'INTEREST',
    });
    expect(choiceFromParams(paramsFromChoice(choice))).toEqual(choice);
    expect(filterOf(choice)).toEqual({
      grades: ['A', 'C'],
      termMonthsMin: 3,
      termMonthsMax: 12,
      interestMin: '14.4',
      interestMax: '15.6',
      funding: 'NOT_FUNDED',
    });
  });

  it('drops what does not read, and the newest first is the default left out of the address', () => {
    const choice = choiceFromParams(
      new URLSearchParams('grade=Z&termMin=tiga&interestMax=15%&funding=ALL&sort=RANDOM'),
    );
    expect(choice).toEqual({
      grades: [],
      termMin: '',
      termMax: '',
      interestMin: '',
      interestMax: '',
      funding: null,
      sort: 'NEWEST',
    });
    expect(filterOf(choice)).toEqual({});
    expect(isFiltered(choice)).toBe(false);
    expect(paramsFromChoice(choice).toString()).toBe('');
  });

  it('a typed range with a comma travels with a point', () => {
    const choice = { ...choiceFromParams(new URLSearchParams()), interestMin: '14,40' };
    expect(paramsFromChoice(choice).get('interestMin')).toBe('14.40');
    expect(isFiltered(choice)).toBe(true);
  });
});
