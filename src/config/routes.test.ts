import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PATHS, ROUTES } from './routes';
import { CPANEL_PATHS, CPANEL_ROUTES } from './cpanel-routes';

describe('the route table', () => {
  it('builds the addresses the spec fixes, with their ids encoded', () => {
    expect(ROUTES.museums).toBe('/museos');
    expect(ROUTES.museum('mnba')).toBe('/recorridos/mnba');
    expect(ROUTES.tour('mnba realismo')).toBe('/muestra/mnba%20realismo');
    expect(ROUTES.tourWork('a/b', 7)).toBe('/muestra/a%2Fb/7');
    expect(CPANEL_ROUTES.editWork('o1')).toBe('/cpanel/edit-obra/o1');
    expect(CPANEL_ROUTES.artForm()).toBe('/cpanel/art-form');
    expect(CPANEL_ROUTES.artForm('t 1')).toBe('/cpanel/art-form?expositionId=t%201');
  });

  it('makes every link match its own pattern', () => {
    expect(matchPath(PATHS.museum, ROUTES.museum('x'))?.params).toEqual({ museumId: 'x' });
    expect(matchPath(PATHS.tour, ROUTES.tour('x'))?.params).toEqual({
      tourId: 'x',
      number: undefined,
    });
    expect(matchPath(PATHS.tour, ROUTES.tourWork('x', 3))?.params).toEqual({
      tourId: 'x',
      number: '3',
    });
    expect(matchPath(CPANEL_PATHS.qr, CPANEL_ROUTES.qr('x'))).not.toBeNull();
    expect(matchPath(CPANEL_PATHS.works, CPANEL_ROUTES.works('x'))).not.toBeNull();
  });
});
