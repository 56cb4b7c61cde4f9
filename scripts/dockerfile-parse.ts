// The Dockerfile read as its stages and instructions, for scripts/dockerfile.test.ts: enough of
// the format for this repository's Dockerfile (continuations, comments, ARG defaults, FROM … AS).

export interface Instruction {
  keyword: string;
  /** The arguments as written, continuations joined. */
  args: string;
}

export interface Stage {
  name: string;
  /** The image or the earlier stage it starts from, ARGs substituted. */
  from: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1) + ' ';
      continue;
    }
    logical.push(pending + line);
    pending = '';
  }
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [image = '', , name] = args.split(/\s+/);
      const from = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => globalArgs.get(a ?? b) ?? '');
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
    } else if (upper === 'ARG' && stages.length === 0) {
      const [name = '', value = ''] = args.split('=');
      globalArgs.set(name, value);
    } else {
      stages.at(-1)?.instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

/** The instructions of `name` and of the stages it is built on, in order. */
export function chainOf(stages: Stage[], name: string): Instruction[] {
  const stage = stages.find((s) => s.name === name);
  if (!stage) return [];
  return [...chainOf(stages, stage.from), ...stage.instructions];
}

/** A COPY's flags, sources and destination. */
export function copyParts(args: string): { from?: string; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { ...(from ? { from } : {}), sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
}

/** ENV's pairs (the `KEY=value KEY2=value2` form). */
export function envPairs(args: string): [string, string][] {
  return args.split(/\s+/).map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}

/** The exec form's words (a JSON array), as CMD and HEALTHCHECK … CMD write them. */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  return JSON.parse(json) as string[];
}
