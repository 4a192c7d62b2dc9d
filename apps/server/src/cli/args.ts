/** Positional arguments and `--name value` flags, nothing more. */
export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string>;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (inline !== undefined) flags.set(name, inline);
      else if (i + 1 < argv.length && !(argv[i + 1] as string).startsWith('--')) flags.set(name, argv[++i] as string);
      else flags.set(name, 'true');
    } else positional.push(arg);
  }
  return { positional, flags };
}

export class UsageError extends Error {}

export function intFlag(args: ParsedArgs, name: string, fallback: number, min = 1, max = 1_000_000): number {
  const raw = args.flags.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function writeLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}
