/**
 * How a journey names what it looks for, the way a visitor would: a role and its accessible
 * name, or a text on the page, or (for what has neither) a CSS selector. Small on purpose: the
 * accessible name is computed the simple way (aria-labelledby, aria-label, a form field's
 * label, an image's alt, else its text without aria-hidden parts), which is all our pages need.
 */
export type Role =
  | 'article'
  | 'button'
  | 'link'
  | 'heading'
  | 'region'
  | 'dialog'
  | 'textbox'
  | 'slider'
  | 'combobox'
  | 'status'
  | 'img'
  | 'banner'
  | 'list'
  | 'listitem'
  | 'menu'
  | 'menuitem';

export type Match = string | RegExp;

export interface Query {
  role?: Role;
  /** The accessible name: the whole of it for a string, a search for a RegExp. */
  name?: Match;
  /** Text the element holds: part of it for a string, a search for a RegExp. */
  text?: Match;
  css?: string;
  /** A heading's level. */
  level?: number;
  /** Looks only inside the first visible match of this query. */
  within?: Query;
}

/** A Query as it crosses into the page: RegExps travel as source and flags. */
export interface WireQuery {
  role?: Role;
  name?: WireMatch;
  text?: WireMatch;
  css?: string;
  level?: number;
  within?: WireQuery;
}
type WireMatch = { exact: string } | { source: string; flags: string };

export function toWire(query: Query): WireQuery {
  const match = (m: Match | undefined): WireMatch | undefined =>
    m === undefined
      ? undefined
      : typeof m === 'string'
        ? { exact: m }
        : { source: m.source, flags: m.flags };
  return {
    ...(query.role ? { role: query.role } : {}),
    ...(query.name !== undefined ? { name: match(query.name) } : {}),
    ...(query.text !== undefined ? { text: match(query.text) } : {}),
    ...(query.css ? { css: query.css } : {}),
    ...(query.level ? { level: query.level } : {}),
    ...(query.within ? { within: toWire(query.within) } : {}),
  };
}

/** What a journey prints when a query finds nothing. */
export function describeQuery(query: Query): string {
  const parts = [
    query.role ? `role ${query.role}` : '',
    query.level ? `level ${query.level}` : '',
    query.name !== undefined ? `named ${String(query.name)}` : '',
    query.text !== undefined ? `with text ${String(query.text)}` : '',
    query.css ? `matching ${query.css}` : '',
    query.within ? `inside (${describeQuery(query.within)})` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Runs in the page (serialised by the engine): the visible elements a query matches, in
 * document order. Self-contained: it may use nothing from this module.
 */
export const locateAll = (query: WireQuery): Element[] => {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    article: 'article, [role="article"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    dialog: 'dialog[open], [role="dialog"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="password"],' +
      ' input[type="search"], input[type="number"], textarea, [role="textbox"]',
    slider: 'input[type="range"], [role="slider"]',
    combobox: 'select, [role="combobox"]',
    status: '[role="status"], output',
    img: 'img, [role="img"]',
    banner: 'header:not(main header, article header, section header), [role="banner"]',
    list: 'ul, ol, [role="list"]',
    listitem: 'li, [role="listitem"]',
    menu: '[role="menu"]',
    menuitem: '[role="menuitem"]',
  };
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLImageElement) return node.alt;
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    return Array.from(node.childNodes, textOf).join('');
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const labelElement = document.getElementById(id);
            return labelElement ? textOf(labelElement) : '';
          })
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      const labels = element.labels ? Array.from(element.labels) : [];
      if (labels.length > 0) {
        return squash(
          labels
            .map((l) =>
              Array.from(l.childNodes)
                .filter((child) => !(child instanceof Element && child.matches('select, input')))
                .map(textOf)
                .join(''),
            )
            .join(' '),
        );
      }
      if (element instanceof HTMLInputElement && element.type === 'submit') return element.value;
      return squash(element.getAttribute('placeholder') ?? '');
    }
    if (element instanceof HTMLImageElement) return squash(element.alt);
    return squash(textOf(element));
  };
  const matches = (value: string, match: WireQuery['name']): boolean => {
    if (!match) return true;
    if ('exact' in match) return value === match.exact;
    return new RegExp(match.source, match.flags).test(value);
  };
  const contains = (value: string, match: WireQuery['text']): boolean => {
    if (!match) return true;
    if ('exact' in match) return value.includes(match.exact);
    return new RegExp(match.source, match.flags).test(value);
  };
  const visible = (element: Element): boolean => {
    if (element.closest('dialog:not([open])')) return false;
    if (element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  const search = (q: WireQuery, root: ParentNode): Element[] => {
    let scope: ParentNode = root;
    if (q.within) {
      const container = search(q.within, root)[0];
      if (!container) return [];
      scope = container;
    }
    const selector = q.css ?? (q.role ? ROLES[q.role] : undefined) ?? '*';
    let found = Array.from(scope.querySelectorAll(selector)).filter(visible);
    if (q.css && q.role) found = found.filter((e) => e.matches(ROLES[q.role ?? ''] ?? '*'));
    if (q.level) {
      found = found.filter(
        (e) =>
          e.tagName === `H${q.level}` || e.getAttribute('aria-level') === String(q.level ?? ''),
      );
    }
    if (q.name) found = found.filter((e) => matches(nameOf(e), q.name));
    if (q.text) {
      const text = q.text;
      found = found.filter((e) => contains(squash(e.textContent), text));
      // The innermost holders of the text, not every ancestor of it.
      if (!q.css && !q.role)
        found = found.filter((e) => !found.some((o) => o !== e && e.contains(o)));
    }
    return found;
  };
  return search(query, document);
};
