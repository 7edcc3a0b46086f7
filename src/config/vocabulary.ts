/**
 * The words the app's addresses are made of. They stay Spanish whatever language the page is
 * shown in: the product's specification fixes them, the QR codes and labels printed for the
 * museums point at them, and links people have already shared must keep working. Only the
 * route table (src/config/routes.ts) spells an address out of them.
 */
export const URL_SEGMENTS = {
  museums: 'museos',
  museum: 'recorridos',
  tour: 'muestra',
  logIn: 'log-in',
  forgotPassword: 'forgot-password',
  cpanel: 'cpanel',
  cpanelMuseums: 'tematics',
  cpanelAddMuseum: 'add-tematic-form',
  cpanelEditMuseum: 'edit-tematic',
  cpanelTours: 'expositions',
  cpanelAddTour: 'add-exposition-form',
  cpanelEditTour: 'edit-exposition',
  cpanelArtForm: 'art-form',
  cpanelWorks: 'my-works-of-art',
  cpanelEditWork: 'edit-obra',
  cpanelPreview: 'preview',
  cpanelMessages: 'messages',
  cpanelQr: 'qr',
} as const;
