// Route paths of spec section 2, in one place for links, the router and tests.
export const ROUTES = {
  home: '/',
  museums: '/museos',
  museum: (tematicId: string) => `/recorridos/${encodeURIComponent(tematicId)}`,
  tour: (expositionId: string) => `/muestra/${encodeURIComponent(expositionId)}`,
  logIn: '/log-in',
  forgotPassword: '/forgot-password',
  cpanel: '/cpanel',
  cpanelTematics: '/cpanel/tematics',
} as const;
