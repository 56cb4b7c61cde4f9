// The import graph of a source folder, read from its relative imports: the circles between files
// and between folders. A folder's index.ts re-exports its children (it is the package's face), so
// its imports do not count as the folder's own. Tests are left out: they may reach anywhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.tsx?$/;
const LEFT_OUT = /(\.test\.tsx?|\.d\.ts)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.\.?\/[^'"]+)['"]/g;

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'dist') sourceFiles(path, out);
    } else if (SOURCE.test(entry) && !LEFT_OUT.test(entry)) out.push(path);
  }
  return out;
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Strongly connected groups of more than one node (Tarjan): each is a circle. */
function circles(nodes, next) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** The file circles and folder circles under `root`, as paths relative to it. */
export function importCircles(root) {
  const files = sourceFiles(resolve(root));
  const imports = new Map();
  for (const file of files) {
    if (file.endsWith('/index.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1]));
    imports.set(
      file,
      targets.filter((target) => target !== undefined),
    );
  }
  const folderImports = new Map();
  for (const [file, targets] of imports) {
    for (const target of targets) {
      const [from, to] = [dirname(file), dirname(target)];
      if (from === to) continue;
      if (!folderImports.has(from)) folderImports.set(from, new Set());
      folderImports.get(from).add(to);
    }
  }
  const name = (path) => relative(resolve(root), path) || '.';
  const folders = [...new Set(files.map((file) => dirname(file)))];
  return {
    files: circles(files, (file) => imports.get(file) ?? []).map((group) => group.map(name)),
    folders: circles(folders, (folder) => [...(folderImports.get(folder) ?? [])]).map((group) =>
      group.map(name),
    ),
  };
}
