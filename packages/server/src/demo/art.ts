// Pure SVG generators for the demo seed pictures (the seeder renders them to WebP with sharp).
// Only basic SVG that librsvg handles: shapes, paths, linear gradients and text.

const FONT = 'DejaVu Sans, sans-serif';

type Palette = { bg: string; accent: string; fill: string };
type Box = { x: number; y: number; w: number; h: number };
type Shape = 'bag' | 'bottle' | 'jar' | 'box' | 'soap';

const PALETTES: Record<string, Palette> = {
  Yerba: { bg: '#e4efd6', accent: '#4f7d32', fill: '#c9a77a' },
  Legumbres: { bg: '#f5e3d0', accent: '#9c4a2a', fill: '#cfae82' },
  Bebidas: { bg: '#dbeaf3', accent: '#2f6f95', fill: '#ef8b70' },
  Arroz: { bg: '#f2eedb', accent: '#8c7426', fill: '#e6d7b0' },
  'Harinas y Fécula': { bg: '#f6ebd8', accent: '#a96a24', fill: '#eadbc0' },
  Azúcar: { bg: '#f4e1d5', accent: '#87502a', fill: '#c79a6b' },
  Fideos: { bg: '#fbe8c4', accent: '#b9791a', fill: '#d9b98a' },
  'Hierbas e Infusiones': { bg: '#e5f1e2', accent: '#3f7d4e', fill: '#b9d9b1' },
  Semillas: { bg: '#ece5d2', accent: '#6f5f30', fill: '#cdb88c' },
  Condimentos: { bg: '#f8ddd3', accent: '#ad3a22', fill: '#d8553a' },
  'Aceitunas y Aceites': { bg: '#eef0d2', accent: '#63721b', fill: '#dcc048' },
  'Otros alimentos': { bg: '#fcebd0', accent: '#b86c12', fill: '#e9a93b' },
  'Cuidado personal': { bg: '#efe2f1', accent: '#7d4f8f', fill: '#dcc6e6' },
};
const DEFAULT_PALETTE: Palette = { bg: '#eef0e4', accent: '#4f7d32', fill: '#d6c6a0' };
const INK = '#2f3a22';
const LEAF = '#5b8a3c';
const LABEL = '#fffaf0';
const WHITE = '#ffffff';
const BARK = '#7a5230';
const SHINE = 'rx="9" opacity="0.3"';
const BUBBLE = 'opacity="0.6"';
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? '&apos;');
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
}

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const [ca, cb] = [(pa >> shift) & 255, (pb >> shift) & 255];
    const v = Math.round(ca + (cb - ca) * t);
    return (v < 16 ? '0' : '') + v.toString(16);
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

type Fit = { lines: string[]; size: number };

/** Largest font size (bold DejaVu estimate) whose word-wrapped lines fit the box. */
function fitText(text: string, w: number, h: number, max: number, min: number, maxLines: number) {
  const charW = 0.64;
  for (let size = max; size >= min; size -= 2) {
    const maxChars = Math.floor(w / (size * charW));
    const lines = wrapWords(text, maxChars);
    const widest = Math.max(...lines.map((l) => l.length));
    if (lines.length <= maxLines && widest <= maxChars && lines.length * size * 1.15 <= h) {
      return { lines, size } satisfies Fit;
    }
  }
  // Too long even at the minimum size: cut words and lines, marking the cut with an ellipsis.
  const maxChars = Math.floor(w / (min * charW));
  const cut = (l: string) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l);
  const all = wrapWords(text, maxChars);
  const lines = all.slice(0, maxLines).map(cut);
  if (all.length > maxLines) {
    lines[maxLines - 1] = `${(lines[maxLines - 1] ?? '').slice(0, maxChars - 1)}…`;
  }
  return { lines, size: min } satisfies Fit;
}

function textLines(fit: Fit, cx: number, cy: number, fill: string): string {
  const step = fit.size * 1.15;
  const top = cy - ((fit.lines.length - 1) * step) / 2 + fit.size * 0.36;
  return fit.lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${(top + i * step).toFixed(1)}" font-family="${FONT}" ` +
        `font-size="${fit.size}" font-weight="bold" fill="${fill}" text-anchor="middle">` +
        `${escapeXml(line)}</text>`,
    )
    .join('');
}

function leaf(x: number, y: number, size: number, angle: number, fill: string): string {
  const s = size;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M0 0 C${s * 0.25} ${-s * 0.42} ${s * 0.75} ${-s * 0.42} ${s} 0 ` +
    `C${s * 0.75} ${s * 0.42} ${s * 0.25} ${s * 0.42} 0 0 Z" fill="${fill}"/>` +
    `<path d="M${s * 0.08} 0 L${s * 0.85} 0" stroke="${mix(fill, WHITE, 0.45)}" ` +
    `stroke-width="${Math.max(2, s / 28)}" stroke-linecap="round"/></g>`
  );
}

function shapeFor(p: { nombre: string; categoria: string; medida: string }): Shape {
  const liquid = /\b(ml|l)\b/i.test(p.medida);
  const name = p.nombre.toLowerCase();
  if (p.categoria === 'Cuidado personal') return 'soap';
  if (p.categoria === 'Hierbas e Infusiones') return 'box';
  if (p.categoria === 'Bebidas') return 'bottle';
  if (p.categoria === 'Aceitunas y Aceites') return name.includes('aceite ') ? 'bottle' : 'jar';
  if (p.categoria === 'Condimentos' || p.categoria === 'Otros alimentos') {
    return liquid ? 'bottle' : 'jar';
  }
  return 'bag';
}

const LABEL_BOXES: Record<Shape, Box> = {
  bag: { x: 212, y: 300, w: 376, h: 330 },
  bottle: { x: 230, y: 408, w: 340, h: 262 },
  jar: { x: 215, y: 336, w: 370, h: 300 },
  box: { x: 210, y: 300, w: 340, h: 340 },
  soap: { x: 236, y: 300, w: 328, h: 310 },
};

/** The package silhouette; its label goes in LABEL_BOXES[shape]. */
function drawShape(shape: Shape, fill: string, accent: string): string {
  const dark = mix(fill, '#000000', 0.18);
  const outline = `stroke="${dark}" stroke-width="4"`;
  const shine = (y: number, h: number) => rect(shape === 'jar' ? 236 : 250, y, 18, h, WHITE, SHINE);
  if (shape === 'bottle') {
    return (
      `${rect(352, 92, 96, 56, mix(accent, INK, 0.3), 'rx="12"')}${rect(368, 144, 64, 96, fill)}` +
      '<path d="M368 236 C368 296 230 300 230 372 L230 690 Q230 716 256 716 L544 716 Q570 716 ' +
      `570 690 L570 372 C570 300 432 296 432 236 Z" fill="${fill}" ${outline}/>${shine(380, 300)}`
    );
  }
  if (shape === 'jar') {
    return (
      rect(215, 250, 370, 460, fill, `rx="60" ${outline}`) +
      rect(240, 186, 320, 78, accent, 'rx="16"') +
      `<path d="M262 212 H538 M262 238 H538" stroke="${mix(accent, WHITE, 0.35)}" ` +
      `stroke-width="6" stroke-linecap="round"/>${shine(300, 340)}`
    );
  }
  if (shape === 'box') {
    return (
      `<polygon points="190,236 570,236 626,186 246,186" fill="${mix(fill, WHITE, 0.25)}"/>` +
      `<polygon points="570,236 626,186 626,664 570,714" fill="${dark}"/>` +
      rect(190, 236, 380, 478, fill) +
      `<path d="M420 186 C430 140 470 130 486 150" stroke="${INK}" stroke-width="3" fill="none"/>` +
      rect(472, 136, 40, 30, WHITE, 'rx="4"')
    );
  }
  if (shape === 'soap') {
    return (
      `${rect(150, 318, 500, 310, dark, 'rx="80"')}${rect(150, 300, 500, 310, fill, 'rx="80"')}` +
      `${rect(236, 300, 328, 310, LABEL)}${circle(250, 240, 26, WHITE, 'opacity="0.7"')}` +
      `${circle(300, 196, 16, WHITE, BUBBLE)}${circle(560, 236, 20, WHITE, BUBBLE)}`
    );
  }
  const crimp = Array.from({ length: 21 }, (_, i) => `L${196 + i * 20.4} ${i % 2 ? 142 : 154}`);
  return (
    '<path d="M186 232 L614 232 L632 688 Q634 714 608 714 L192 714 Q166 714 168 688 Z" ' +
    `fill="${fill}" ${outline}/>` +
    `<path d="M196 152 ${crimp.join(' ')} L604 240 L196 240 Z" fill="${dark}"/>` +
    `<path d="M208 250 L222 700 M592 250 L578 700" ${outline} opacity="0.5"/>`
  );
}

function label(box: Box, p: { nombre: string; marca: string; medida: string }, accent: string) {
  const { x, y, w, h } = box;
  const marca = fitText(p.marca, w - 84, 30, 24, 14, 1);
  const name = fitText(p.nombre, w - 44, h - 150, 60, 26, 3);
  const pillW = Math.round(p.medida.length * 26 * 0.64 + 44);
  const cx = x + w / 2;
  const frame = `rx="12" stroke="${accent}" stroke-width="3" opacity="0.6"`;
  return (
    `${rect(x, y, w, h, LABEL, 'rx="18"')}${rect(x + 10, y + 10, w - 20, h - 20, 'none', frame)}` +
    `${leaf(x + 30, y + 44, 34, -30, LEAF)}${textLines(marca, cx + 14, y + 46, accent)}` +
    `${textLines(name, cx, y + 70 + (h - 150) / 2, INK)}` +
    `${rect(cx - pillW / 2, y + h - 70, pillW, 46, accent, 'rx="23"')}` +
    textLines({ lines: [p.medida], size: 26 }, cx, y + h - 47, WHITE)
  );
}

export function productArt(
  p: { nombre: string; categoria: string; marca: string; medida: string },
  variant = 0,
): string {
  const pal = PALETTES[p.categoria] ?? DEFAULT_PALETTE;
  const shape = shapeFor(p);
  const fill = p.nombre.toLowerCase().includes('aceituna') ? '#8a9a3c' : pal.fill;
  const alt = variant % 2 === 1;
  const soft = (t: number) => mix(LEAF, pal.bg, t);
  const background = alt
    ? '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${mix(pal.bg, WHITE, 0.45)}"/>` +
      `<stop offset="1" stop-color="${mix(pal.bg, pal.accent, 0.22)}"/>` +
      `</linearGradient></defs>${rect(0, 0, 800, 800, 'url(#bg)')}` +
      `${circle(690, 120, 180, mix(pal.bg, WHITE, 0.6), 'opacity="0.8"')}` +
      `${leaf(40, 720, 170, -40, soft(0.5))}${leaf(70, 230, 110, -20, soft(0.6))}`
    : `${rect(0, 0, 800, 800, pal.bg)}${circle(130, 130, 80, mix(pal.bg, '#f2b84b', 0.55))}` +
      `<ellipse cx="400" cy="760" rx="420" ry="90" fill="${mix(pal.bg, pal.accent, 0.2)}"/>` +
      `${leaf(640, 110, 90, 20, soft(0.4))}${leaf(700, 190, 60, 80, soft(0.55))}`;
  const transform = alt ? 'translate(30 10) rotate(-6 400 420) scale(0.95)' : '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
    background +
    `<ellipse cx="${alt ? 430 : 400}" cy="726" rx="250" ry="26" fill="#000000" opacity="0.12"/>` +
    `<g transform="${transform}">${drawShape(shape, fill, pal.accent)}` +
    label(LABEL_BOXES[shape], p, pal.accent) +
    `${leaf(alt ? 560 : 240, alt ? 690 : 700, 70, alt ? -20 : -150, LEAF)}</g></svg>`
  );
}

const SECTION_SKY = ['#f7e6bd', '#f3dcc0', '#e8eccf'];
const STRIPES = ['#c8553d', '#d9903a', '#5b8a3c'];

export function sectionArt(s: { seccion: number; titulo: string }): string {
  const i = Math.abs(Math.trunc(s.seccion) - 1) % 3;
  const sky = SECTION_SKY[i] ?? '#f7e6bd';
  const stripe = STRIPES[i] ?? '#c8553d';
  const sunX = [1330, 1190, 1470][i] ?? 1330;
  const sunY = [130, 105, 140][i] ?? 130;
  const oneLine = fitText(s.titulo, 800, 120, 92, 60, 1);
  const fit =
    oneLine.lines.length === 1 && oneLine.size > 60
      ? oneLine
      : fitText(s.titulo, 800, 200, 76, 40, 2);
  const awning = Array.from({ length: 8 }, (_, k) => {
    const x = 1040 + k * 50;
    const d = `M${x} 300 h50 v36 Q${x + 25} 362 ${x} 336 Z`;
    return `<path d="${d}" fill="${k % 2 ? '#f7efdf' : stripe}"/>`;
  }).join('');
  const produce = ['#d8553a', '#e9a93b', '#7fa65a', '#9c4a2a', '#dcc048', '#c8553d']
    .map((c, k) => circle(1080 + k * 56, 452 - (k % 2) * 8, 22, c))
    .join('');
  const rows = Array.from({ length: 9 }, (_, k) => {
    const y = 500 + k * 14;
    const d = `M0 ${y} Q400 ${y - 44} 820 ${y - 4} T1600 ${y - 10}`;
    return `<path d="${d}" stroke="${LEAF}" stroke-width="5" fill="none"/>`;
  }).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">' +
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fbf5e6"/>` +
    `</linearGradient></defs>${rect(0, 0, 1600, 600, 'url(#sky)')}` +
    circle(sunX, sunY, 120, '#f6cf73', 'opacity="0.45"') +
    circle(sunX, sunY, 80, '#f2b84b') +
    '<path d="M0 330 Q260 250 520 310 T1040 290 T1600 300 L1600 600 L0 600 Z" fill="#b5cc8e"/>' +
    '<path d="M0 400 Q300 330 640 390 T1300 370 T1600 380 L1600 600 L0 600 Z" fill="#d9b45a"/>' +
    '<path d="M0 470 Q400 410 820 460 T1600 450 L1600 600 L0 600 Z" fill="#6f9a48"/>' +
    `${rows}${rect(1524, 300, 14, 90, BARK)}${circle(1531, 276, 50, LEAF)}` +
    `${circle(1500, 304, 32, '#6f9a48')}${rect(997, 330, 10, 60, BARK)}` +
    `${circle(1002, 318, 28, '#6f9a48')}${rect(1046, 330, 12, 190, BARK)}` +
    `${rect(1422, 330, 12, 190, BARK)}${awning}` +
    `<path d="M1030 300 L1100 240 L1380 240 L1450 300 Z" fill="${stripe}"/>` +
    `${rect(1030, 460, 420, 24, '#8b5e34', 'rx="6"')}${rect(1050, 484, 380, 56, '#a8744a')}` +
    `${produce}${leaf(1238, 404, 40, -60, '#4f7d32')}` +
    `${rect(60, 150, 900, 300, LABEL, 'rx="28" opacity="0.82"')}${leaf(84, 190, 44, -35, LEAF)}` +
    textLines(fit, 510, fit.lines.length > 1 ? 268 : 280, '#2f4a22') +
    `<text x="510" y="412" font-family="${FONT}" font-size="30" fill="#7a5230" ` +
    'text-anchor="middle">Feria agroecológica · Santa Fe</text></svg>'
  );
}
