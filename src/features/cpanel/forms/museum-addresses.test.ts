import { describe, expect, it } from 'vitest';
import { addressesByMuseum } from './museum-addresses';

const tour = (museumId: string, address: string) => ({ museumId, address });

describe('addressesByMuseum', () => {
  it('gives each museum the address most of its tours have, the first among equals', () => {
    const addresses = addressesByMuseum([
      tour('mnba', 'Av. del Libertador 1473'),
      tour('malba', 'Av. Figueroa Alcorta 3415'),
      tour('mnba', 'Av. del Libertdor 1473'),
      tour('mnba', ' Av. del Libertador 1473 '),
      tour('moderno', 'Av. San Juan 350'),
      tour('moderno', 'San Juan 350'),
    ]);
    expect([...addresses]).toEqual([
      ['mnba', 'Av. del Libertador 1473'],
      ['malba', 'Av. Figueroa Alcorta 3415'],
      ['moderno', 'Av. San Juan 350'],
    ]);
  });

  it('offers nothing for a museum whose tours have no address', () => {
    expect(addressesByMuseum([tour('mnba', '  ')]).has('mnba')).toBe(false);
  });
});
