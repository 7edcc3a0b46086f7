// Route paths of spec section 2, in one place for links, the router and tests.
export const ROUTES = {
  home: '/',
  museums: '/museos',
  museum: (tematicId: string) => `/recorridos/${encodeURIComponent(tematicId)}`,
  tour: (expositionId: string) => `/muestra/${encodeURIComponent(expositionId)}`,
  /** A work by its short number in the tour (printed on labels and QR codes). */
  tourWork: (expositionId: string, number: number) =>
    `/muestra/${encodeURIComponent(expositionId)}/${number}`,
  logIn: '/log-in',
  forgotPassword: '/forgot-password',
  cpanel: '/cpanel',
  cpanelTematics: '/cpanel/tematics',
  cpanelAddTematic: '/cpanel/add-tematic-form',
  cpanelEditTematic: (tematicId: string) => `/cpanel/edit-tematic/${encodeURIComponent(tematicId)}`,
  cpanelExpositions: '/cpanel/expositions',
  cpanelAddExposition: '/cpanel/add-exposition-form',
  cpanelEditExposition: (expositionId: string) =>
    `/cpanel/edit-exposition/${encodeURIComponent(expositionId)}`,
  /** Adding a work; `?expositionId=` preselects its tour. */
  cpanelArtForm: (expositionId?: string) =>
    expositionId
      ? `/cpanel/art-form?expositionId=${encodeURIComponent(expositionId)}`
      : '/cpanel/art-form',
  cpanelWorks: (expositionId: string) =>
    `/cpanel/my-works-of-art/${encodeURIComponent(expositionId)}`,
  cpanelEditObra: (obraId: string) => `/cpanel/edit-obra/${encodeURIComponent(obraId)}`,
  cpanelPreview: (expositionId: string) => `/cpanel/preview/${encodeURIComponent(expositionId)}`,
  cpanelMessages: '/cpanel/messages',
  cpanelQr: (expositionId: string) => `/cpanel/qr/${encodeURIComponent(expositionId)}`,
} as const;
