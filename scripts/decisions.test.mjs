// docs/decisions: every record has a date and a status, and its README's index lists exactly the
// records the folder holds (issue 50).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = fs.readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f));
const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');

test('cada decisión tiene fecha y estado', () => {
  for (const file of records) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    expect(text, file).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d+)$/m);
  }
});

test('el índice y la carpeta nombran las mismas decisiones', () => {
  const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]).sort();
  expect(listed).toEqual([...records].sort());
});
