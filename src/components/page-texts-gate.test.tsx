import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageTexts } from '@/i18n/page-texts';
import { inSpanish } from '@/test/i18n';
import { PageTextsGate } from './page-texts-gate';

function Title({ part }: { part: string }) {
  const { t } = useTranslation();
  return <h1>{t(`${part}.title`)}</h1>;
}

/**
 * A page's texts (a part of the tree each test has to itself: once loaded, texts stay) whose
 * loads the test answers: each language's file, or a failure the first `fails` times.
 */
function texts(part: string, fails = 0): PageTexts {
  let left = fails;
  const file = (title: string) => () =>
    left-- > 0
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ default: { [part]: { title } } });
  return { probe: `${part}.title`, load: { es: file('Hola'), en: file('Hello') } };
}

describe('PageTextsGate', () => {
  beforeEach(async () => {
    await inSpanish();
  });

  it('shows the page once its texts are there, and loads them again in a new language', async () => {
    const pageTexts = texts('gateLoads');
    const loadEs = vi.spyOn(pageTexts.load, 'es');
    render(
      <PageTextsGate texts={pageTexts}>
        <Title part="gateLoads" />
      </PageTextsGate>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(await screen.findByRole('heading', { name: 'Hola' })).toBeInTheDocument();
    await i18next.changeLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(loadEs).toHaveBeenCalledTimes(1);
  });

  it('says when they cannot be loaded, and tries again when asked', async () => {
    render(
      <PageTextsGate texts={texts('gateRetries', 1)}>
        <Title part="gateRetries" />
      </PageTextsGate>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Hola' })).toBeInTheDocument();
  });
});
