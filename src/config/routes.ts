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
  cpanelQr: (expositionId: string) => `/cpanel/qr/${encodeURIComponent(expositionId)}`,
} as const;
