import { expect, test } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

test('una celda que empieza como fórmula se escribe como texto', () => {
  expect(csvCell('=1+1')).toBe("'=1+1");
  expect(csvCell('+54 342')).toBe("'+54 342");
  expect(csvCell('-gasto')).toBe("'-gasto");
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvCell('\tx')).toBe("'\tx");
  expect(csvCell('Yerba')).toBe('Yerba');
});

test('punto y coma, comillas y saltos de línea van entre comillas', () => {
  expect(csvCell('a;b')).toBe('"a;b"');
  expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
  expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
  expect(csvCell('=A1;B1')).toBe(`"'=A1;B1"`);
});

test('el archivo empieza con BOM y termina cada fila con CRLF', () => {
  expect(toCsv(['A', 'B'], [['1', '2']])).toBe('\uFEFFA;B\r\n1;2\r\n');
});
