// Issue 36: every figure of bench/ is printed with its goal, whether it was reached, the machine's
// load average at the moment it was taken and the baseline it is compared with (where there is
// one, measured in the same run). Every figure printed is kept, so `npm run bench` can end with
// one table of them all.
import os from 'node:os';

type Goal = { max: number } | { min: number };

export type Figure = {
  /** What was measured, in Spanish, as the README names it. */
  name: string;
  value: number;
  unit: string;
  goal?: Goal;
  /** What the figure is compared with, measured in the same run (node:http, a small feria…). */
  baseline?: { label: string; value: number; unit?: string };
  /** Anything the reader needs beside the number (how many runs, errors…). */
  note?: string;
};

export type Reported = Figure & { passed: boolean | null; load: [number, number, number] };

const figures: Reported[] = [];

const format = (n: number) =>
  Number.isInteger(n)
    ? n.toLocaleString('es-AR')
    : n.toLocaleString('es-AR', { maximumFractionDigits: 2 });

const withUnit = (n: number, unit: string) => (unit ? `${format(n)} ${unit}` : format(n));

const goalText = (goal: Goal, unit: string) =>
  'max' in goal ? `≤ ${withUnit(goal.max, unit)}` : `≥ ${withUnit(goal.min, unit)}`;

/** The machine's load average (1, 5 and 15 minutes) and its cores, as printed beside a figure. */
export function loadText(load = os.loadavg() as [number, number, number]): string {
  return `carga ${load.map((l) => l.toFixed(1)).join(' / ')} en ${os.cpus().length} núcleos`;
}

/** Prints one figure on a line of its own and keeps it for the run's summary. */
export function report(figure: Figure): Reported {
  const load = os.loadavg() as [number, number, number];
  const { goal } = figure;
  const passed = goal
    ? 'max' in goal
      ? figure.value <= goal.max
      : figure.value >= goal.min
    : null;
  const reported: Reported = { ...figure, passed, load };
  figures.push(reported);
  const mark = passed === null ? '·' : passed ? 'CUMPLE' : 'NO CUMPLE';
  const parts = [`${mark} ${figure.name}: ${withUnit(figure.value, figure.unit)}`];
  if (goal) parts.push(`meta ${goalText(goal, figure.unit)}`);
  if (figure.baseline) {
    const b = figure.baseline;
    parts.push(`línea de base ${b.label}: ${withUnit(b.value, b.unit ?? figure.unit)}`);
  }
  parts.push(loadText(load));
  if (figure.note) parts.push(figure.note);
  console.info(parts.join(' · '));
  return reported;
}

/** One Markdown table of every figure reported so far (the end of `npm run bench`). */
export function printSummary(): void {
  console.info('\n| cifra | valor | meta | cumple | línea de base | carga 1 / 5 / 15 min |');
  console.info('|---|---:|---:|---|---|---:|');
  for (const f of figures) {
    const goal = f.goal ? goalText(f.goal, f.unit) : '—';
    const passed = f.passed === null ? '—' : f.passed ? 'sí' : '**no**';
    const base = f.baseline
      ? `${f.baseline.label}: ${withUnit(f.baseline.value, f.baseline.unit ?? f.unit)}`
      : '—';
    const load = f.load.map((l) => l.toFixed(1)).join(' / ');
    console.info(
      `| ${f.name} | ${withUnit(f.value, f.unit)} | ${goal} | ${passed} | ${base} | ${load} |`,
    );
  }
}
