import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/config/env';
import type { PrivacyConfig } from '@/config/privacy-env';
import { LOCAL_STORES } from '@/lib/local-stores';
import { TRASH_RETENTION_DAYS } from '@/config/retention';
import { NOTICE_UPDATED, PRIVACY_TEXTS, PrivacyPage } from './privacy';
import { inSpanish, withPageTexts } from '@/test/i18n';
import { renderRoute } from '@/test/router';

const config = vi.hoisted((): Partial<AppConfig> & PrivacyConfig => ({
  privacyContact: null,
  dataLocation: null,
  appCheckSiteKey: null,
  contactEndpoint: null,
}));
vi.mock('@/config/env', async (importOriginal) => {
  const { envWith } = await import('@/test/env');
  return envWith(await importOriginal(), () => config);
});
vi.mock('@/config/privacy-env', () => ({
  getPrivacyConfig: () => ({
    privacyContact: config.privacyContact,
    dataLocation: config.dataLocation,
  }),
}));

function renderPage() {
  renderRoute('/privacidad', '/privacidad', <PrivacyPage />);
  return within(screen.getByRole('article', { name: /^(Privacidad|Privacy)$/ }));
}

const section = (page: ReturnType<typeof renderPage>, name: string) =>
  within(page.getByRole('region', { name }));

describe('PrivacyPage', () => {
  beforeEach(async () => {
    await inSpanish();
    await withPageTexts(PRIVACY_TEXTS);
    Object.assign(config, {
      privacyContact: 'privacidad@example.org',
      dataLocation: 'southamerica-east1 (São Paulo, Brasil)',
      appCheckSiteKey: null,
      contactEndpoint: null,
    });
  });

  it('has one title, a section per subject reached from its table of contents, and its date', () => {
    const page = renderPage();
    expect(page.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Privacidad · Museo Guía');
    const contents = within(page.getByRole('navigation', { name: 'En esta página' }));
    const links = contents.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Quién es responsable',
      'Qué guardamos en el servidor y para qué',
      'Dónde se guardan',
      'Por cuánto tiempo',
      'Tus derechos',
      'Sin cookies ni rastreadores',
      'En tu teléfono',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName, link.textContent).toBe('SECTION');
      expect(target).toHaveAccessibleName(link.textContent);
    }
    const updated = page.getByText(/^Última actualización:/).querySelector('time');
    expect(updated).toHaveAttribute('dateTime', NOTICE_UPDATED);
    expect(updated).toHaveTextContent(/^\d{1,2} \w+ \d{4}$/);
  });

  it('says how long a comment the team deleted waits in the trash, as the code keeps it', () => {
    const page = renderPage();
    expect(section(page, 'Por cuánto tiempo').getByText(/papelera/)).toHaveTextContent(
      `pasa ${String(TRASH_RETENTION_DAYS)} días en su papelera`,
    );
  });

  it('names whom to write to and where the data is, as configured', () => {
    const page = renderPage();
    const who = section(page, 'Quién es responsable');
    expect(who.getByRole('link', { name: 'privacidad@example.org' })).toHaveAttribute(
      'href',
      'mailto:privacidad@example.org',
    );
    expect(
      section(page, 'Dónde se guardan').getByText('southamerica-east1 (São Paulo, Brasil)'),
    ).toBeVisible();
    expect(
      section(page, 'Tus derechos').getByRole('link', { name: 'privacidad@example.org' }),
    ).toBeVisible();
  });

  it('says so when the site has no contact or location configured, and invents neither', () => {
    Object.assign(config, { privacyContact: null, dataLocation: null });
    const page = renderPage();
    expect(
      section(page, 'Quién es responsable').getByText(
        /todavía no publicó una dirección de contacto/,
      ),
    ).toBeVisible();
    expect(
      section(page, 'Dónde se guardan').getByText(/todavía no indicó en qué región/),
    ).toBeVisible();
    expect(page.queryByRole('link', { name: /@/ })).toBeNull();
    expect(page.queryByText(/southamerica|nam5|europe-/)).toBeNull();
  });

  it('links to the account page, where a person sees, downloads and deletes their data', () => {
    const rights = section(renderPage(), 'Tus derechos');
    expect(rights.getByRole('link', { name: 'Ir a Mi cuenta' })).toHaveAttribute(
      'href',
      '/mi-cuenta',
    );
    const list = within(rights.getByRole('list'));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ver y corregir tu nombre y tu apellido;',
      'descargar todos tus datos en un archivo JSON;',
      'borrar tu cuenta, y con ella tus comentarios y tus me gusta.',
    ]);
    expect(rights.getByText(/^La Ley 25\.326 de Protección de Datos Personales/)).toBeVisible();
    expect(rights.getByText(/\(AAIP\)/)).toBeVisible();
  });

  it('lists every store the guide keeps on the device, with what it holds', () => {
    Object.assign(config, { appCheckSiteKey: '6Lc-key' });
    const device = section(renderPage(), 'En tu teléfono');
    const items = device.getAllByRole('listitem');
    expect(items).toHaveLength(LOCAL_STORES.length);
    for (const store of LOCAL_STORES) {
      const item = items.find(
        (each) =>
          each.querySelector('code')?.textContent === `${store.key}${store.prefix ? '…' : ''}` &&
          each.textContent.includes(i18next.t(store.description)),
      );
      expect(item, store.id).toBeDefined();
      expect(item?.textContent.includes('solo administración'), store.id).toBe(
        store.adminsOnly === true,
      );
    }
  });

  it('speaks of App Check and reCAPTCHA, and their stores, only in a build with a site key', () => {
    const without = renderPage();
    const third = section(without, 'Sin cookies ni rastreadores');
    expect(third.getByText(/^La guía no usa cookies, ni rastreadores/)).toBeVisible();
    expect(without.queryByText(/reCAPTCHA/)).toBeNull();
    expect(without.queryByText('firebase-app-check-database')).toBeNull();
    const shown = section(without, 'En tu teléfono').getAllByRole('listitem');
    expect(shown).toHaveLength(LOCAL_STORES.filter((store) => !store.appCheckOnly).length);
    cleanup();

    Object.assign(config, { appCheckSiteKey: '6Lc-key' });
    const withKey = renderPage();
    const thirdWithKey = section(withKey, 'Sin cookies ni rastreadores');
    expect(thirdWithKey.queryByText(/^La guía no usa cookies, ni rastreadores/)).toBeNull();
    expect(thirdWithKey.getByText(/carga Google reCAPTCHA Enterprise/)).toBeVisible();
    expect(withKey.getByText('_GRECAPTCHA')).toBeVisible();
  });

  it('names where contact messages are also sent, when the site forwards them', () => {
    Object.assign(config, { contactEndpoint: 'https://correo.example.org/contacto.php' });
    const third = section(renderPage(), 'Sin cookies ni rastreadores');
    expect(third.getByText(/también se mandan a correo\.example\.org,/)).toBeVisible();
  });

  it('reads in English', async () => {
    await i18next.changeLanguage('en');
    Object.assign(config, { privacyContact: null });
    const page = renderPage();
    expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    expect(document.title).toBe('Privacy · Museo Guía');
    expect(page.getByText(/has not published a contact address/)).toBeVisible();
    const rights = section(page, 'Your rights');
    expect(rights.getByRole('link', { name: 'Go to My account' })).toHaveAttribute(
      'href',
      '/mi-cuenta',
    );
    expect(rights.getByText(/GDPR/)).toBeVisible();
    expect(page.getByText(/^Last updated:/)).toBeVisible();
    expect(
      section(page, 'On your phone').getByText(i18next.t('privacy.stores.language')),
    ).toBeVisible();
  });
});
