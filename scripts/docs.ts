/**
 * Writes machines-docs/: one page per machine exported from core/ and an index. `npm run docs` writes;
 * `npm run docs:check` fails when the committed pages differ (run after `npm test`, which records the coverage).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { coreMachines } from './machines';
import type { MergedCoverage } from './machine-coverage';

const root = process.cwd();
const outDir = join(root, 'machines-docs');
const check = process.argv.includes('--check');

function walk(node: AnyStateNode, visit: (n: AnyStateNode) => void) {
  visit(node);
  for (const child of Object.values(node.states) as AnyStateNode[]) walk(child, visit);
}

const mermaidId = (node: AnyStateNode) =>
  node.path.length ? node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_') : 'root';
const humanMs = (ms: number) =>
  ms % 60_000 === 0 ? `${ms / 60_000} min` : ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
const guardName = (guard: unknown): string =>
  !guard
    ? ''
    : typeof guard === 'string'
      ? guard
      : typeof guard === 'object' && guard && 'type' in guard
        ? String((guard as { type: unknown }).type)
        : 'inline';
const code = (s: string) => '`' + s.replace(/`/g, "'") + '`';

function delayLabel(machine: AnyStateMachine, delay: string): string {
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof value === 'number') return `${delay} (${humanMs(value)})`;
  if (/^\d+$/.test(delay)) return humanMs(Number(delay));
  return typeof value === 'function' ? `${delay} (computed)` : delay;
}

function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType.startsWith('xstate.after.')) {
    const delay = eventType.slice('xstate.after.'.length).split('.')[0]!;
    return `after ${delayLabel(machine, delay)}`;
  }
  if (eventType.startsWith('xstate.done.actor.')) return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/**
 * Actor name -> endpoints it calls, read from the machine's feature folder: each definition up to the next; paths as
 * string literals or a `const X = '/service/…'` of that folder.
 */
function actorEndpoints(featureDir: string): Map<string, string[]> {
  const definition =
    /(?:\bconst\s+(\w+)\s*=|\b(\w+)\s*:)\s*(?:fromPromise\b|fromCallback\b|(?:async\s*)?\([^)]*\)\s*=>)|\bfunction\s+(\w+)/g;
  const files = readdirSync(featureDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.machine.ts'))
    .map((f) => readFileSync(join(featureDir, f), 'utf8'));
  const constants = new Map(
    files.flatMap((text) =>
      [...text.matchAll(/\bconst\s+(\w+)\s*=\s*['"`](\/service\/[^'"`]+)['"`]/g)].map((m) => [m[1]!, m[2]!] as const),
    ),
  );
  const map = new Map<string, string[]>();
  for (const text of files) {
    const starts = [...text.matchAll(definition)].map((m) => ({ name: m[1] ?? m[2] ?? m[3]!, index: m.index! }));
    starts.forEach((start, i) => {
      const body = text.slice(start.index, starts[i + 1]?.index ?? text.length);
      const calls = [...body.matchAll(/\.(GET|POST|PUT|DELETE)\(\s*(?:['"`]([^'"`]+)['"`]|([A-Z_][A-Z0-9_]*))/g)]
        .map((m) => ({ method: m[1]!, path: m[2] ?? constants.get(m[3] ?? '') }))
        .filter((c): c is { method: string; path: string } => Boolean(c.path))
        .map((c) => `${c.method} ${c.path}`);
      if (calls.length) map.set(start.name, [...new Set([...(map.get(start.name) ?? []), ...calls])]);
    });
  }
  return map;
}

/** The feature folder of a machine: the one whose `*.machine.ts` declares its id. */
function featureDirOf(machine: AnyStateMachine): string | undefined {
  const coreDir = join(root, 'core');
  for (const entry of readdirSync(coreDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(coreDir, entry.name);
    const declares = readdirSync(dir)
      .filter((f) => f.endsWith('.machine.ts'))
      .some((f) => new RegExp(`\\bid:\\s*['"\`]${machine.id}['"\`]`).test(readFileSync(join(dir, f), 'utf8')));
    if (declares) return dir;
  }
  return undefined;
}

function coverageOf(machine: AnyStateMachine): MergedCoverage | undefined {
  const file = join(root, '.cache', 'machine-coverage', `${machine.id}.json`);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as MergedCoverage;
}

function statechart(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const emit = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}--`);
        lines.push(`${indent}state ${mermaidId(child)} {`);
        emitChildren(child, indent + '  ');
        lines.push(`${indent}}`);
      });
      return;
    }
    emitChildren(node, indent);
  };
  const emitChildren = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    const initial = node.config.initial as string | undefined;
    if (initial && node.states[initial])
      lines.push(`${indent}[*] --> ${mermaidId(node.states[initial] as AnyStateNode)}`);
    for (const child of children) {
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${mermaidId(child)} {`);
        emit(child, indent + '  ');
        lines.push(`${indent}}`);
      }
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
  };
  emit(machine.root, '  ');
  walk(machine.root, (node) => {
    const all = [...node.transitions.values()].flat().map((t) => ({ t, label: eventLabel(machine, t.eventType) }));
    (node.always ?? []).forEach((t) => all.push({ t, label: 'always' }));
    for (const { t, label } of all) {
      for (const target of t.target ?? []) {
        const guard = guardName(t.guard);
        const text = `${label}${guard ? ` [${guard}]` : ''}`.replace(/:/g, '﹕');
        lines.push(`  ${mermaidId(node)} --> ${mermaidId(target)}: ${text}`);
      }
    }
  });
  return lines.join('\n');
}

function page(exportName: string, machine: AnyStateMachine): string {
  const dir = featureDirOf(machine);
  const endpoints = dir ? actorEndpoints(dir) : new Map<string, string[]>();
  const states: string[] = [];
  const events: string[] = [];
  const guards = new Set<string>();
  const delays = new Set<string>();
  const actors: string[] = [];
  const cover = coverageOf(machine);
  const testsOf = (node: AnyStateNode, eventType: string, branch: number) =>
    cover ? String(cover.coveredTransitions[`${node.id} -> ${eventType} #${branch}`] ?? '**0**') : '';
  walk(machine.root, (node) => {
    const label = node.path.join('.') || '(root)';
    const tags = [...(node.tags ?? [])].join(', ');
    states.push(`| ${code(label)} | ${node.type} | ${node.description ?? ''}${tags ? ` tags: ${tags}` : ''} |`);
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((t, branch) => {
        const guard = guardName(t.guard);
        if (guard) guards.add(guard);
        if (eventType.startsWith('xstate.after.')) delays.add(eventType.slice('xstate.after.'.length).split('.')[0]!);
        const targets = (t.target ?? []).map((n) => n.path.join('.')).join(', ') || '(stays)';
        events.push(
          `| ${code(label)} | ${code(eventLabel(machine, eventType))} | ${guard ? code(guard) : ''} | ${code(targets)} | ${testsOf(node, eventType, branch)} | ${t.description ?? ''} |`,
        );
      });
    }
    (node.always ?? []).forEach((t, branch) => {
      const guard = guardName(t.guard);
      if (guard) guards.add(guard);
      events.push(
        `| ${code(label)} | always | ${guard ? code(guard) : ''} | ${code((t.target ?? []).map((n) => n.path.join('.')).join(', '))} | ${testsOf(node, 'always', branch)} | |`,
      );
    });
    for (const inv of node.invoke ?? []) {
      const src = typeof inv.src === 'string' ? inv.src : 'inline';
      const logic = (machine.implementations.actors as Record<string, unknown>)[src];
      const child =
        typeof logic === 'object' && logic !== null && 'root' in logic ? (logic as AnyStateMachine).id : undefined;
      const calls = child
        ? `child machine [${child}](./${child}.md)`
        : (endpoints.get(src) ?? []).map(code).join('<br>') || '—';
      actors.push(`| ${code(label)} | ${code(inv.id)} | ${code(src)} | ${calls} |`);
    }
  });
  const out = [
    `# ${machine.id}`,
    '',
    `Exported from \`storefront-kit/core\` as \`${exportName}\`. Generated by \`npm run docs\` from the machine definition: do not edit.`,
    '',
    '```mermaid',
    statechart(machine),
    '```',
    '',
    '## States',
    '',
    '| state | type | notes |',
    '| --- | --- | --- |',
    ...states,
    '',
    '## Transitions',
    '',
    '| from | event | guard | to | tests | notes |',
    '| --- | --- | --- | --- | --- | --- |',
    ...events,
    '',
    '## Guards',
    '',
    guards.size
      ? [...guards]
          .sort()
          .map((g) => `- ${code(g)}`)
          .join('\n')
      : 'None.',
    '',
    '## Delays',
    '',
    delays.size
      ? [...delays]
          .sort()
          .map((d) => `- ${delayLabel(machine, d)}`)
          .join('\n')
      : 'None.',
    '',
    '## Invoked actors',
    '',
    actors.length ? ['| in state | id | actor | calls |', '| --- | --- | --- | --- |', ...actors].join('\n') : 'None.',
    '',
    '## Covered by',
    '',
  ];
  if (!cover) {
    out.push('No test recorded coverage for this machine (run `npm test`, then `npm run docs`).');
  } else {
    const { states: allStates, transitions: allTransitions } = cover;
    const missing = [
      ...allStates.filter((s) => !cover.coveredStates[s]),
      ...allTransitions.filter((t) => !cover.coveredTransitions[t]),
    ];
    out.push(
      'Behaviour coverage: a state or transition counts when a passing test ran it on a real actor and asserted something',
      'after it (the `tests` column above: how many tests did).',
      '',
      ...(Object.keys(cover.files).length
        ? Object.entries(cover.files).map(([f, n]) => `- \`${f}\`: ${n} ${n === 1 ? 'test' : 'tests'}`)
        : ['- (no test)']),
      '',
      missing.length ? `**Not covered:** ${missing.map(code).join(', ')}` : 'Every state and transition is covered.',
    );
    if (cover.reachable.paths) {
      const rs = allStates.filter((s) => cover.reachable.states.includes(s)).length;
      const rt = allTransitions.filter((t) => cover.reachable.transitions.includes(t)).length;
      out.push(
        '',
        `Reachability (a separate figure, nothing run): ${cover.reachable.paths} generated model paths reach ${rs}/${allStates.length} states and ${rt}/${allTransitions.length} transitions.`,
      );
    }
  }
  return out.join('\n') + '\n';
}

const machines = coreMachines();
const files = new Map<string, string>();
for (const { exportName, machine } of machines) files.set(`${machine.id}.md`, page(exportName, machine));
files.set(
  'README.md',
  [
    '# Machine docs',
    '',
    'One page per XState machine of `storefront-kit/core`, generated by `npm run docs` (CI fails when they drift).',
    'Mermaid statecharts render on GitHub.',
    '',
    '| machine | export | states | page |',
    '| --- | --- | --- | --- |',
    ...machines.map(({ exportName, machine }) => {
      let count = 0;
      walk(machine.root, () => count++);
      return `| ${machine.id} | \`${exportName}\` | ${count} | [${machine.id}](./${machine.id}.md) |`;
    }),
    '',
  ].join('\n'),
);

// Fast-check draws new inputs each run, so a transition's test count can move by one: compare covered or not.
const withoutCounts = (text: string) => text.replace(/\| \d+ \|/g, '| n |').replace(/`: \d+ tests?$/gm, '`: n tests');

if (check) {
  const stale = [...files].filter(
    ([name, text]) =>
      !existsSync(join(outDir, name)) ||
      withoutCounts(readFileSync(join(outDir, name), 'utf8')) !== withoutCounts(text),
  );
  const extra = existsSync(outDir) ? readdirSync(outDir).filter((f) => !files.has(f)) : [];
  if (stale.length || extra.length) {
    console.error(
      `machines-docs/ is out of date (${[...stale.map(([n]) => n), ...extra].join(', ')}). Run \`npm test && npm run docs\` and commit.`,
    );
    process.exit(1);
  }
  console.log(`machines-docs/ is up to date (${machines.length} machines).`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(outDir)) if (!files.has(f)) unlinkSync(join(outDir, f));
  for (const [name, text] of files) writeFileSync(join(outDir, name), text);
  console.log(`Wrote ${files.size} files to ${relative(root, outDir)}/`);
}
