// The public routes `npm run bench` measures, by the names its tables show, and the `--routes`
// option's choice among them. Pure, like the rest of the report (requests.test.ts beside it).

/** The public routes the bench loads, by the names the tables show. */
export const ROUTE_NAMES = ['/', '/museos', '/recorridos/{museum}', '/muestra/{tour}'];
export const TOUR_ROUTE = '/muestra/{tour}';
/** A museum's page: the one `--scale` also loads with and without 200 closed exhibitions. */
export const MUSEUM_ROUTE = '/recorridos/{museum}';
/** A work of the tour, as a label's QR code opens it: the tour page, scrolled to that work. */
export const WORK_ROUTE = '/muestra/{tour}/{number}';
/** The routes `--scale` measures: every public route, and a work of its big tour. */
export const SCALE_ROUTE_NAMES = [...ROUTE_NAMES, WORK_ROUTE];
/**
 * The routes `--routes` asks for, in the table's order. Each word is a route's name in the
 * table ('/muestra/{tour}'), a path ('/muestra/mnba-realismo-social': its first segment, and
 * its number of segments, pick the route) or that segment alone ('muestra'; 'home' for '/').
 * Throws on a word that names none.
 */
export function selectRoutes(wanted, names = ROUTE_NAMES) {
  if (!wanted) return [...names];
  const segments = (path) => path.split('/').filter(Boolean);
  const first = (path) => segments(path)[0] ?? 'home';
  const matches = (name, word) =>
    first(name) === first(word) &&
    (segments(word).length <= 1 || segments(name).length === segments(word).length);
  const picked = new Set();
  for (const word of wanted.split(',').map((w) => w.trim())) {
    if (!word) continue;
    const name = names.find((n) => n === word) ?? names.find((n) => matches(n, word));
    if (!name) {
      throw new Error(`--routes: "${word}" is none of ${names.join(', ')}`);
    }
    picked.add(name);
  }
  if (picked.size === 0) throw new Error('--routes names no route');
  return names.filter((n) => picked.has(n));
}
