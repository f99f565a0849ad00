// `npm run lint:deps`: checks the import rules of .dependency-cruiser.cjs on src/, .astro files
// included. dependency-cruiser cannot parse .astro, so src/ is mirrored into a scratch folder
// where each X.astro becomes X.astro.ts (its frontmatter imports; `import './X.astro'` still
// resolves to it) plus X.astro.script.ts (the imports of its bundled <script> blocks).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(projectRoot, '.dependency-cruiser.cjs');

const IMPORT = /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s*from\s*)?(['"])[^'"\n]+\1|\bimport\(\s*(['"])[^'"\n]+\2\s*\)/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** Only the import statements of some TypeScript, comments removed so prose cannot match. */
function importsOf(code) {
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  return (bare.match(IMPORT) ?? []).map((s) => `${s};`).join('\n');
}

/** Splits an .astro file into its server part (frontmatter) and its browser part (bundled scripts). */
export function astroImports(source) {
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const scripts = [];
  // Self-closing, inline, JSON and JSON-LD scripts are not bundled, so they import nothing.
  for (const [, attrs, body] of source.replace(/<script\b[^>]*\/>/g, '').matchAll(SCRIPT)) {
    if (/\bis:inline\b|type=["']application\//.test(attrs)) continue;
    scripts.push(importsOf(body));
  }
  return { server: front ? importsOf(front[1]) : '', browser: scripts.join('\n') };
}

function mirror(fromDir, toDir) {
  fs.mkdirSync(toDir, { recursive: true });
  for (const entry of fs.readdirSync(fromDir, { withFileTypes: true })) {
    const from = path.join(fromDir, entry.name);
    const to = path.join(toDir, entry.name);
    if (entry.isDirectory()) mirror(from, to);
    else if (entry.name.endsWith('.astro')) {
      const { server, browser } = astroImports(fs.readFileSync(from, 'utf8'));
      const script = browser ? `import './${entry.name}.script';\n` : '';
      fs.writeFileSync(`${to}.ts`, `${script}${server}\nexport {};\n`);
      if (browser) fs.writeFileSync(`${to}.script.ts`, `${browser}\nexport {};\n`);
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) fs.copyFileSync(from, to);
  }
}

const shown = (name) => name.replace(/\.astro\.script\.ts$/, '.astro <script>').replace(/\.astro\.ts$/, '.astro');

/** @typedef {{ rule: string, from: string, to: string, cycle: string[], via: string[], why: string }} Violation */

/**
 * Checks `root`/src against the rules and answers every broken one. The mirror lives under
 * node_modules/.cache so package imports still resolve to the project's node_modules.
 * @param {string} [root]
 * @returns {Promise<{ rules: string[], modules: number, violations: Violation[] }>}
 */
export async function checkLayering(root = projectRoot) {
  fs.mkdirSync(path.join(projectRoot, 'node_modules', '.cache'), { recursive: true });
  const scratch = fs.mkdtempSync(path.join(projectRoot, 'node_modules', '.cache', 'layering-'));
  try {
    mirror(path.join(root, 'src'), path.join(scratch, 'src'));
    // `#server/*` and `#lib/*` must resolve inside the mirror, not to the project's own src/.
    const { imports } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'layering-mirror', type: 'module', imports }));
    const options = await extractDepcruiseOptions(configFile);
    const { output } = await cruise(['src'], { ...options, validate: true, baseDir: scratch });
    const rules = new Map(options.ruleSet.forbidden.map((r) => [r.name, r.comment]));
    const violations = output.summary.violations.map((v) => ({
      rule: v.rule.name,
      from: shown(v.from),
      to: shown(v.to),
      cycle: (v.cycle ?? []).map((c) => shown(c.name ?? c)),
      via: (v.via ?? []).map((c) => shown(c.name ?? c)),
      why: rules.get(v.rule.name) ?? '',
    }));
    return { rules: [...rules.keys()], modules: output.summary.totalCruised, violations, serverFolders: folderPairs(output.folders ?? []) };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The folders of src/server (at any depth) and the pairs of them that import each other directly,
 * from dependency-cruiser's folder graph (present because a rule has folder scope).
 * @param {{ name: string, dependencies?: { name: string }[] }[]} folders
 */
function folderPairs(folders) {
  const server = folders.filter((f) => f.name.startsWith('src/server/'));
  const arrows = new Set(server.flatMap((f) => (f.dependencies ?? []).map((d) => `${f.name} ${d.name}`)));
  const pairs = [...arrows].filter((a) => a.split(' ')[0] < a.split(' ')[1] && arrows.has(a.split(' ').reverse().join(' ')));
  return { folders: server.length, pairs: pairs.map((p) => p.replace(' ', ' ↔ ')) };
}

export function describe(v) {
  const chain = v.cycle.length ? ` (cycle: ${[v.from, ...v.cycle].join(' → ')})` : v.via.length ? ` (via ${v.via.join(' → ')})` : '';
  return `${v.rule}: ${v.from} → ${v.to}${chain}\n  ${v.why}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { rules, modules, violations, serverFolders } = await checkLayering();
  for (const rule of rules) {
    const broken = violations.filter((v) => v.rule === rule);
    console.log(`${broken.length ? '✗' : '✓'} ${rule}`);
    for (const v of broken) console.log(`  ${describe(v).replace(/\n/g, '\n  ')}`);
  }
  console.log(`src/server: ${serverFolders.folders} folders, ${serverFolders.pairs.length} ${serverFolders.pairs.length === 1 ? "pair" : "pairs"} importing each other${serverFolders.pairs.length ? `: ${serverFolders.pairs.join(', ')}` : ''}`);
  console.log(`${modules} modules checked: ${rules.length - new Set(violations.map((v) => v.rule)).size} rules kept, ${new Set(violations.map((v) => v.rule)).size} broken`);
  process.exit(violations.length ? 1 : 0);
}
