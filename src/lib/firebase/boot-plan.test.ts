import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { PATHS } from '@/config/routes';
import { bootPageOf, matchPattern } from './boot-plan';

describe('the boot script’s pages', () => {
  it('are the route table’s data pages', () => {
    expect(bootPageOf('/museos')).toEqual({ page: 'museums' });
    expect(bootPageOf('/museos/')).toEqual({ page: 'museums' });
    expect(bootPageOf('/recorridos/mnba')).toEqual({ page: 'museum', museumId: 'mnba' });
    expect(bootPageOf('/muestra/t%201')).toEqual({ page: 'tour', tourId: 't 1' });
    expect(bootPageOf('/muestra/t1/3')).toEqual({ page: 'tour', tourId: 't1' });
    for (const none of ['/', '/log-in', '/cpanel/expositions', '/muestra', '/muestra/a/b/c']) {
      expect(bootPageOf(none)).toBeNull();
    }
    expect(bootPageOf('/muestra/%E0%A4%A')).toBeNull();
  });

  it('match exactly where the router matches', () => {
    const paths = ['/', '/museos', '/museos/x', '/recorridos/a', '/recorridos/a/b', '/muestra/t'];
    for (const pattern of [PATHS.museums, PATHS.museum, PATHS.tour]) {
      for (const path of [...paths, '/muestra/t/2', '/muestra/t/2/x', '/muestra/t/']) {
        expect(matchPattern(pattern, path) !== null, `${pattern} ~ ${path}`).toBe(
          matchPath(pattern, path) !== null,
        );
      }
    }
  });
});
