// The privacy notice lists what the guide keeps on the device from src/lib/local-stores.ts: this
// test reads every source file under src/ and holds that list to what the code does. It finds
// the writes (Web Storage's setItem, caches.open, indexedDB.open, document.cookie) and works out
// the key each one writes, following constants, imports, template strings and, for a helper that
// takes the key as a parameter, its callers or its parameter's type. The libraries' own stores
// are found by the functions that make them (Firebase Auth's persistence, Workbox's precache).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import es from '@/i18n/locales/es/privacy.json';
import { LOCAL_STORES, type LocalStore, type LocalStoreKind } from './local-stores';

/** A store as the code names it: its key or name, or the start of one. */
interface Use {
  kind: LocalStoreKind;
  key: string;
  prefix: boolean;
  file: string;
}
type Pattern = Pick<Use, 'key' | 'prefix'>;

/** What the libraries keep, found by the identifier that makes them keep it. */
const LIBRARY_STORES: Record<string, Omit<Use, 'file'>> = {
  // Firebase Auth keeps the signed-in user in its database, else (no IndexedDB) in localStorage.
  indexedDBLocalPersistence: { kind: 'indexedDB', key: 'firebaseLocalStorageDb', prefix: false },
  browserLocalPersistence: { kind: 'localStorage', key: 'firebase:authUser:', prefix: true },
  // Every Firebase app records which SDK versions ran on which days (its "heartbeat").
  initializeApp: { kind: 'indexedDB', key: 'firebase-heartbeat-database', prefix: false },
  initializeAppCheck: { kind: 'indexedDB', key: 'firebase-app-check-database', prefix: false },
  // reCAPTCHA's script sets its cookie (Google's reCAPTCHA FAQ, "Does reCAPTCHA use cookies?").
  ReCaptchaEnterpriseProvider: { kind: 'cookie', key: '_GRECAPTCHA', prefix: false },
  precacheAndRoute: { kind: 'cacheStorage', key: 'workbox-precache-v2-', prefix: true },
};

/** Library calls that keep data on the device under names this test does not work out. */
const UNNAMED_STORES = [
  'browserSessionPersistence',
  'browserCookiePersistence',
  'persistentLocalCache',
  'enableIndexedDbPersistence',
  'enableMultiTabIndexedDbPersistence',
  'getAnalytics',
  'initializeAnalytics',
  'getPerformance',
  'getMessaging',
  'getInstallations',
  'getRemoteConfig',
  'openDB',
  'ExpirationPlugin',
  'CacheFirst',
  'NetworkFirst',
  'StaleWhileRevalidate',
];

const WEB_STORAGES: readonly LocalStoreKind[] = ['localStorage', 'sessionStorage'];

type Declaration =
  | { type: 'value'; node: ts.Expression | undefined }
  | { type: 'function'; node: ts.FunctionLikeDeclaration }
  | { type: 'parameter'; fn: ts.FunctionLikeDeclaration; index: number }
  | { type: 'forOf'; node: ts.ForOfStatement }
  | { type: 'import'; file: string; name: string };

/** Parsed sources, kept between scans while their text is the same. */
const parsed = new Map<string, ts.SourceFile>();

/** The uses of stores in `sources` (path from the root → text), and what it could not tell. */
function scanStores(sources: ReadonlyMap<string, string>) {
  const parse = (file: string) => {
    const text = sources.get(file);
    if (text === undefined) return undefined;
    let tree = parsed.get(file);
    if (tree?.text !== text) {
      tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      parsed.set(file, tree);
    }
    return tree;
  };
  const fileOf = (node: ts.Node) => node.getSourceFile().fileName;
  const where = (node: ts.Node) => {
    const tree = node.getSourceFile();
    return `${tree.fileName}:${String(tree.getLineAndCharacterOfPosition(node.getStart()).line + 1)}`;
  };

  function moduleFile(from: string, spec: string): string | undefined {
    let base: string;
    if (spec.startsWith('@/')) base = join('src', spec.slice(2));
    else if (spec.startsWith('.')) base = normalize(join(dirname(from), spec));
    else return undefined;
    return [base, `${base}.ts`, `${base}.tsx`].find((file) => sources.has(file) && parse(file));
  }

  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isAwaitExpression(node)
      ? unwrap(node.expression)
      : node;

  /** What `name` means at `from`: the nearest declaration up the scopes, or an import. */
  function declarationOf(from: ts.Node, name: string): Declaration | undefined {
    const parentOf = (node: ts.Node) => (ts.isSourceFile(node) ? undefined : node.parent);
    for (let scope = parentOf(from); scope; scope = parentOf(scope)) {
      if (ts.isFunctionLike(scope) && 'body' in scope) {
        const fn: ts.FunctionLikeDeclaration = scope;
        const index = fn.parameters.findIndex(
          (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === name,
        );
        if (index >= 0) return { type: 'parameter', fn, index };
      }
      if (ts.isForOfStatement(scope) && ts.isVariableDeclarationList(scope.initializer)) {
        const [variable] = scope.initializer.declarations;
        if (variable && ts.isIdentifier(variable.name) && variable.name.text === name) {
          return { type: 'forOf', node: scope };
        }
      }
      const statements =
        ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isCaseClause(scope)
          ? scope.statements
          : [];
      for (const statement of statements) {
        const found = declaredIn(statement, name, fileOf(scope));
        if (found) return found;
      }
    }
    return undefined;
  }

  function declaredIn(statement: ts.Statement, name: string, file: string) {
    if (ts.isVariableStatement(statement)) {
      for (const variable of statement.declarationList.declarations) {
        if (!ts.isIdentifier(variable.name) || variable.name.text !== name) continue;
        const value = variable.initializer && unwrap(variable.initializer);
        return value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
          ? ({ type: 'function', node: value } as const)
          : ({ type: 'value', node: value } as const);
      }
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      return { type: 'function', node: statement } as const;
    }
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      const binding = statement.importClause.namedBindings.elements.find(
        (element) => element.name.text === name,
      );
      const target = binding && moduleFile(file, statement.moduleSpecifier.text);
      if (binding && target) {
        return {
          type: 'import',
          file: target,
          name: (binding.propertyName ?? binding.name).text,
        } as const;
      }
    }
    return undefined;
  }

  /** The module's top-level declaration of `name`, following an import. */
  function exported(file: string, name: string): Declaration | undefined {
    for (const statement of parse(file)?.statements ?? []) {
      const found = declaredIn(statement, name, file);
      if (found) return found.type === 'import' ? exported(found.file, found.name) : found;
    }
    return undefined;
  }

  function resolveName(node: ts.Identifier, followParameters: boolean, depth: number) {
    let declaration = declarationOf(node, node.text);
    if (declaration?.type === 'import') declaration = exported(declaration.file, declaration.name);
    if (!declaration) return null;
    if (declaration.type === 'value') {
      return declaration.node ? resolve(declaration.node, followParameters, depth) : null;
    }
    if (declaration.type === 'forOf') return cacheNamesOf(declaration.node, depth);
    if (declaration.type === 'parameter' && followParameters) {
      return resolveParameter(declaration.fn, declaration.index, depth);
    }
    return null;
  }

  /** The keys `node` stands for, or null when this test cannot tell. */
  function resolve(node: ts.Expression, followParameters: boolean, depth = 0): Pattern[] | null {
    if (depth > 16) return null;
    const value = unwrap(node);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
      return [{ key: value.text, prefix: false }];
    }
    if (ts.isTemplateExpression(value)) {
      const parts = value.templateSpans.flatMap((span) => [span.expression, span.literal.text]);
      return joined([value.head.text, ...parts], depth);
    }
    if (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      return joined([value.left, value.right], depth);
    }
    if (ts.isConditionalExpression(value)) {
      return either([value.whenTrue, value.whenFalse], followParameters, depth);
    }
    if (ts.isIdentifier(value)) return resolveName(value, followParameters, depth + 1);
    if (ts.isPropertyAccessExpression(value)) {
      const object = objectLiteral(value.expression);
      const property = object?.properties.find(
        (each): each is ts.PropertyAssignment =>
          ts.isPropertyAssignment(each) && each.name.getText() === value.name.text,
      );
      return property ? resolve(property.initializer, followParameters, depth + 1) : null;
    }
    if (ts.isCallExpression(value)) {
      // A key made by a function: what it returns, its parameters being whatever it is given.
      const fn = functionOf(value.expression);
      return fn ? either(returned(fn), false, depth + 1) : null;
    }
    return null;
  }

  function either(nodes: ts.Expression[], followParameters: boolean, depth: number) {
    const all = nodes.map((each) => resolve(each, followParameters, depth + 1));
    return all.some((each) => each === null) ? null : (all.flat() as Pattern[]);
  }

  /** Pieces put together: known up to the first piece that is not, then a prefix. */
  function joined(pieces: (string | ts.Expression)[], depth: number): Pattern[] | null {
    let made: Pattern[] = [{ key: '', prefix: false }];
    for (const piece of pieces) {
      const next =
        typeof piece === 'string'
          ? [{ key: piece, prefix: false }]
          : resolve(piece, false, depth + 1);
      made = made.flatMap((start) =>
        start.prefix
          ? [start]
          : next === null
            ? [{ key: start.key, prefix: true }]
            : next.map((end) => ({ key: start.key + end.key, prefix: end.prefix })),
      );
    }
    return made.some((each) => each.prefix && each.key === '') ? null : made;
  }

  function objectLiteral(node: ts.Expression): ts.ObjectLiteralExpression | undefined {
    const value = unwrap(node);
    if (ts.isObjectLiteralExpression(value)) return value;
    if (!ts.isIdentifier(value)) return undefined;
    let declaration = declarationOf(value, value.text);
    if (declaration?.type === 'import') declaration = exported(declaration.file, declaration.name);
    return declaration?.type === 'value' && declaration.node
      ? objectLiteral(declaration.node)
      : undefined;
  }

  function functionOf(node: ts.Expression): ts.FunctionLikeDeclaration | undefined {
    const value = unwrap(node);
    if (!ts.isIdentifier(value)) return undefined;
    let declaration = declarationOf(value, value.text);
    if (declaration?.type === 'import') declaration = exported(declaration.file, declaration.name);
    return declaration?.type === 'function' ? declaration.node : undefined;
  }

  function returned(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
    if (fn.body && !ts.isBlock(fn.body)) return [fn.body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    if (fn.body) ts.forEachChild(fn.body, visit);
    return found;
  }

  /** A parameter: by its type when that lists the keys, else by what every caller passes. */
  function resolveParameter(fn: ts.FunctionLikeDeclaration, index: number, depth: number) {
    const type = fn.parameters[index]?.type;
    const typed = type && typeKeys(type, fileOf(fn), depth);
    if (typed) return typed;
    const calls = callersOf(fn);
    if (calls.length === 0) return null;
    const args = calls.map((call) => call.arguments[index]);
    if (args.some((arg) => arg === undefined)) return null;
    return either(args as ts.Expression[], true, depth);
  }

  /** A string literal type, a union of them, or `(typeof LIST)[number]` of a literal list. */
  function typeKeys(type: ts.TypeNode, file: string, depth: number): Pattern[] | null {
    if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) {
      return [{ key: type.literal.text, prefix: false }];
    }
    if (ts.isUnionTypeNode(type)) {
      const all = type.types.map((each) => typeKeys(each, file, depth));
      return all.some((each) => each === null) ? null : (all.flat() as Pattern[]);
    }
    if (ts.isParenthesizedTypeNode(type)) return typeKeys(type.type, file, depth);
    if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
      const name = type.typeName.text;
      for (const statement of parse(file)?.statements ?? []) {
        if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name) {
          return typeKeys(statement.type, file, depth);
        }
        const imported = declaredIn(statement, name, file);
        if (imported?.type === 'import') {
          return typeKeys(ts.factory.createTypeReferenceNode(imported.name), imported.file, depth);
        }
      }
    }
    if (
      ts.isIndexedAccessTypeNode(type) &&
      type.indexType.kind === ts.SyntaxKind.NumberKeyword &&
      ts.isTypeQueryNode(
        ts.isParenthesizedTypeNode(type.objectType) ? type.objectType.type : type.objectType,
      )
    ) {
      const query = (
        ts.isParenthesizedTypeNode(type.objectType) ? type.objectType.type : type.objectType
      ) as ts.TypeQueryNode;
      const list = ts.isIdentifier(query.exprName)
        ? exported(file, query.exprName.text)
        : undefined;
      const array = list?.type === 'value' && list.node ? unwrap(list.node) : undefined;
      return array && ts.isArrayLiteralExpression(array)
        ? either([...array.elements], false, depth)
        : null;
    }
    return null;
  }

  /** The calls of `fn` by its name, in its own file and in the files that import it. */
  function callersOf(fn: ts.FunctionLikeDeclaration): ts.CallExpression[] {
    const name =
      fn.name && ts.isIdentifier(fn.name)
        ? fn.name.text
        : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
          ? fn.parent.name.text
          : undefined;
    if (!name) return [];
    const home = fileOf(fn);
    const calls: ts.CallExpression[] = [];
    for (const file of sources.keys()) {
      const tree = parse(file);
      if (!tree) continue;
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === name
        ) {
          const callee = node.expression;
          const declaration = declarationOf(callee, callee.text);
          const meant =
            declaration?.type === 'function'
              ? declaration.node
              : declaration?.type === 'import' && declaration.file === home
                ? functionOf(callee)
                : undefined;
          if (meant === fn) calls.push(node);
        }
        ts.forEachChild(node, visit);
      };
      if (file === home || tree.text.includes(name)) visit(tree);
    }
    return calls;
  }

  /** `for (const name of names)`: the caches.keys() that start with a known prefix. */
  function cacheNamesOf(loop: ts.ForOfStatement, depth: number): Pattern[] | null {
    let list = unwrap(loop.expression);
    if (ts.isIdentifier(list)) {
      const declaration = declarationOf(list, list.text);
      if (declaration?.type !== 'value' || !declaration.node) return null;
      list = unwrap(declaration.node);
    }
    if (
      !ts.isCallExpression(list) ||
      !ts.isPropertyAccessExpression(list.expression) ||
      list.expression.name.text !== 'filter' ||
      !/\bcaches\.keys\(\)/.test(list.expression.expression.getText())
    ) {
      return null;
    }
    let start: ts.Expression | undefined;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'startsWith'
      ) {
        start = node.arguments[0];
      }
      ts.forEachChild(node, visit);
    };
    list.arguments.forEach(visit);
    const known = start && resolve(start, false, depth + 1);
    return known ? known.map(({ key }) => ({ key, prefix: true })) : null;
  }

  /** Which of localStorage and sessionStorage `node` is (a helper that returns one or both). */
  function storageKinds(node: ts.Expression, depth = 0): LocalStoreKind[] {
    const value = unwrap(node);
    if (depth > 8) return [];
    const named = (name: string) => WEB_STORAGES.filter((kind) => kind === name);
    if (ts.isIdentifier(value)) {
      if (WEB_STORAGES.includes(value.text as LocalStoreKind)) return named(value.text);
      const declaration = declarationOf(value, value.text);
      return declaration?.type === 'value' && declaration.node
        ? storageKinds(declaration.node, depth + 1)
        : [];
    }
    if (ts.isPropertyAccessExpression(value)) return named(value.name.text);
    if (ts.isCallExpression(value)) {
      const body = functionOf(value.expression)?.body?.getText() ?? '';
      return WEB_STORAGES.filter((kind) => body.includes(kind));
    }
    if (ts.isConditionalExpression(value)) {
      return [
        ...storageKinds(value.whenTrue, depth + 1),
        ...storageKinds(value.whenFalse, depth + 1),
      ];
    }
    return [];
  }

  const uses: Use[] = [];
  const problems: string[] = [];
  const record = (kinds: LocalStoreKind[], key: ts.Expression | undefined, site: ts.Node) => {
    const patterns = key && resolve(key, true);
    if (!patterns) {
      problems.push(`${where(site)}: cannot tell which key \`${key?.getText() ?? ''}\` names`);
      return;
    }
    for (const kind of kinds) {
      for (const pattern of patterns) uses.push({ kind, ...pattern, file: fileOf(site) });
    }
  };

  for (const file of sources.keys()) {
    const tree = parse(file);
    if (!tree) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const { name, expression: receiver } = node.expression;
        const [key] = node.arguments;
        if (name.text === 'setItem') {
          const kinds = storageKinds(receiver);
          if (kinds.length === 0) {
            problems.push(`${where(node)}: cannot tell which storage \`${receiver.getText()}\` is`);
          } else record(kinds, key, node);
        } else if (name.text === 'open' && /(^|\.)caches$/.test(receiver.getText())) {
          record(['cacheStorage'], key, node);
        } else if (name.text === 'open' && /(^|\.)indexedDB$/.test(receiver.getText())) {
          record(['indexedDB'], key, node);
        }
      }
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        /^(document\.cookie|(window\.)?(local|session)Storage\b.*)$/.test(node.left.getText())
      ) {
        const cookie = node.left.getText() === 'document.cookie' && resolve(node.right, true);
        if (cookie) {
          for (const { key } of cookie) {
            uses.push({
              kind: 'cookie',
              key: key.split('=')[0] ?? key,
              prefix: !key.includes('='),
              file,
            });
          }
        } else problems.push(`${where(node)}: a store written without setItem or a known name`);
      }
      if (ts.isIdentifier(node) && !ts.isImportSpecifier(node.parent)) {
        const library = Object.hasOwn(LIBRARY_STORES, node.text) && LIBRARY_STORES[node.text];
        if (library) uses.push({ ...library, file });
        if (UNNAMED_STORES.includes(node.text)) {
          problems.push(
            `${where(node)}: ${node.text} keeps data on the device under names this test does not know: ` +
              'list them in src/lib/local-stores.ts and teach this test to find them',
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return { uses, problems };
}

const matches = (store: LocalStore, use: Use) =>
  store.kind === use.kind && store.key === use.key && (store.prefix ?? false) === use.prefix;

const shown = (use: Pick<Use, 'kind' | 'key' | 'prefix'>) =>
  `${use.kind} "${use.key}${use.prefix ? '…' : ''}"`;

/** Problems of the registry against `sources`: each names the file or the entry. */
function mismatches(sources: ReadonlyMap<string, string>, stores: readonly LocalStore[]) {
  const { uses, problems } = scanStores(sources);
  const unlisted = uses
    .filter((use) => !stores.some((store) => matches(store, use)))
    .map((use) => `${use.file}: ${shown(use)} is not in src/lib/local-stores.ts`);
  const unused = stores
    .filter((store) => !uses.some((use) => matches(store, use)))
    .map(
      (store) =>
        `src/lib/local-stores.ts: ${store.id}, ${shown({ ...store, prefix: store.prefix ?? false })}, is used by no code`,
    );
  return [...problems, ...new Set(unlisted), ...unused];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return path === join('src', 'test') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const root = process.cwd();
const SOURCES = new Map(
  sourceFiles('src').map((file) => [file, readFileSync(join(root, file), 'utf8')] as const),
);

describe('the local stores the privacy notice lists', () => {
  it('are every store the code under src/ writes to, and only those', () => {
    expect(SOURCES.size).toBeGreaterThan(100);
    expect(mismatches(SOURCES, LOCAL_STORES)).toEqual([]);
    // It parses every source file with TypeScript: seconds on a busy machine.
  }, 60_000);

  it('are each listed once, with a description', () => {
    const ids = LOCAL_STORES.map((store) => store.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = LOCAL_STORES.map((store) => `${store.kind} ${store.key}`);
    expect(new Set(names).size).toBe(names.length);
    const descriptions: Record<string, unknown> = es.privacy.stores;
    for (const store of LOCAL_STORES) {
      expect(store.description).toBe(`privacy.stores.${store.id}`);
      expect(typeof descriptions[store.id], store.id).toBe('string');
    }
  });

  describe('are checked by a scan that', () => {
    const scan = (files: Record<string, string>) =>
      mismatches(new Map([...SOURCES, ...Object.entries(files)]), LOCAL_STORES);

    it('names the file that writes a store the list does not have', () => {
      const file = join('src', 'lib', 'new-store.ts');
      expect(scan({ [file]: "localStorage.setItem('x-new', '1');\n" })).toEqual([
        `${file}: localStorage "x-new" is not in src/lib/local-stores.ts`,
      ]);
      expect(
        scan({ [file]: 'export const open = (id: string) => caches.open(`museo-new-${id}`);\n' }),
      ).toEqual([`${file}: cacheStorage "museo-new-…" is not in src/lib/local-stores.ts`]);
    });

    it("follows a helper's key to its callers, and its storage to the helper that returns it", () => {
      const file = join('src', 'lib', 'new-store.ts');
      const helper = [
        'const store = () => window.sessionStorage;',
        'function write(key: string) { store().setItem(key, "1"); }',
        'export const keep = (id: string) => write(`museo.kept.${id}`);',
      ].join('\n');
      expect(scan({ [file]: helper })).toEqual([
        `${file}: sessionStorage "museo.kept.…" is not in src/lib/local-stores.ts`,
      ]);
    });

    it('refuses a key it cannot work out, and a library store it cannot name', () => {
      const file = join('src', 'lib', 'new-store.ts');
      expect(
        scan({ [file]: 'export function put(key: string) { localStorage.setItem(key, "1"); }\n' }),
      ).toEqual([`${file}:1: cannot tell which key \`key\` names`]);
      expect(
        scan({ [file]: "import { getAnalytics } from 'firebase/analytics';\ngetAnalytics();\n" }),
      ).toEqual([
        `${file}:2: getAnalytics keeps data on the device under names this test does not know: ` +
          'list them in src/lib/local-stores.ts and teach this test to find them',
      ]);
    });

    it('names a listed store that no code uses any more', () => {
      const playback = join('src', 'features', 'player', 'lib', 'playback.ts');
      const without = (SOURCES.get(playback) ?? '').replace(
        "const SPEED_KEY = 'museo.speed';",
        "const SPEED_KEY = 'museo.rate';",
      );
      expect(scan({ [playback]: without })).toEqual([
        `${playback}: localStorage "museo.rate" is not in src/lib/local-stores.ts`,
        'src/lib/local-stores.ts: playerSpeed, localStorage "museo.speed", is used by no code',
      ]);
    });
  });
});
