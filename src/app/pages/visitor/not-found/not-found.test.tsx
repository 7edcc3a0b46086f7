import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { inSpanish } from '@/test/i18n';
import { renderRoute } from '@/test/router';
import { UnknownAddressPage } from './not-found';

beforeEach(async () => {
  await inSpanish();
});

describe('UnknownAddressPage', () => {
  it('says the page does not exist, names the address, and leads home and to the museums', () => {
    renderRoute('/muesta/malba', '*', <UnknownAddressPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Esta página no existe' })).toBeVisible();
    expect(screen.getByText(/No hay nada en \/muesta\/malba\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ver los museos' })).toHaveAttribute('href', '/museos');
    expect(document.title).toContain('Esta página no existe');
  });

  it('follows a language switch', async () => {
    renderRoute('/nope', '*', <UnknownAddressPage />);
    await act(() => i18next.changeLanguage('en'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page does not exist' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('This page does not exist');
  });
});
