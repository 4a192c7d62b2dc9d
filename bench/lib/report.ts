/** One figure of a benchmark: printed as a JSON line and collected for the summary table. */
export interface Figure {
  bench: string;
  name: string;
  value: number;
  unit: string;
  /** For ratios: the goal and whether it is met ("higher" means value must be ≥ goal). */
  goal?: number;
  better?: 'higher' | 'lower';
  note?: string;
}

export const figures: Figure[] = [];

export function report(figure: Figure): void {
  figures.push(figure);
  const met =
    figure.goal === undefined
      ? undefined
      : figure.better === 'lower'
        ? figure.value <= figure.goal
        : figure.value >= figure.goal;
  console.log(JSON.stringify({ ...figure, value: Math.round(figure.value * 1000) / 1000, met }));
}

export function summary(): boolean {
  let allMet = true;
  console.log('\nbenchmark summary');
  for (const f of figures) {
    const goal = f.goal === undefined ? '' : ` (goal ${f.better === 'lower' ? '≤' : '≥'} ${f.goal})`;
    const met =
      f.goal === undefined ? '' : (f.better === 'lower' ? f.value <= f.goal : f.value >= f.goal) ? ' ✓' : ' ✗';
    if (met === ' ✗') allMet = false;
    console.log(
      `  ${f.bench} · ${f.name}: ${f.value.toFixed(3)} ${f.unit}${goal}${met}${f.note ? ` — ${f.note}` : ''}`,
    );
  }
  return allMet;
}
