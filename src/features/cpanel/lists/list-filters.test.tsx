import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './list-filters';

function renderFilters(start = '/cpanel/expositions') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useListFilters(), search: useLocation().search }), { wrapper });
}

describe('the lists’ filters in the address', () => {
  it('keeps both of two filters set before the page renders again', () => {
    const { result } = renderFilters();
    act(() => {
      result.current.setFilter('museum', 'mnba');
      result.current.setFilter('state', 'draft');
    });
    expect(result.current.search).toBe('?museum=mnba&state=draft');
    expect(result.current.filters).toEqual({ q: '', museum: 'mnba', state: 'draft' });
  });

  it('drops an emptied filter, and clears them all, leaving other parameters', () => {
    const { result } = renderFilters('/cpanel/expositions?q=pampa&museum=mnba&page=2');
    act(() => result.current.setFilter('q', ''));
    expect(result.current.search).toBe('?museum=mnba&page=2');
    act(() => result.current.clear());
    expect(result.current.search).toBe('?page=2');
    expect(result.current.active).toBe(false);
  });
});
