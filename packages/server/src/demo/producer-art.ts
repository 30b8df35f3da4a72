// Pure SVG for the demo producers' pictures: a field at the producer's town with a farmhouse,
// the producer's initials and name. The seeder renders it with sharp, like the product art.
import { escapeXml } from './art.ts';

const FONT = 'DejaVu Sans, sans-serif';
const SKIES = ['#f7e6bd', '#dbeaf3', '#f3dcc0', '#e8eccf', '#efe2f1'];
const FIELDS = [
  ['#9cbf6b', '#6f9a45', '#4f7d32'],
  ['#d9b76a', '#b9913f', '#8c7426'],
  ['#a9c98a', '#7fa65a', '#5b8a3c'],
  ['#c9a77a', '#a97f4f', '#7a5230'],
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => w.length > 3 || /^[A-ZÁÉÍÓÚÑ]/.test(w))
    .slice(-2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

export function producerArt(p: { marca: string; localidad: string }, index: number): string {
  const sky = SKIES[index % SKIES.length] ?? '#f7e6bd';
  const [light, mid, dark] = FIELDS[index % FIELDS.length] ?? ['#9cbf6b', '#6f9a45', '#4f7d32'];
  const sunX = 120 + ((index * 97) % 560);
  const houseX = 470 - ((index * 53) % 300);
  const rows = Array.from({ length: 7 }, (_, i) => {
    const y = 470 + i * 22;
    return `<path d="M0 ${y} Q400 ${y - 30} 800 ${y}" stroke="${dark}" stroke-width="4" fill="none" opacity="0.35"/>`;
  }).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">' +
    `<rect width="800" height="600" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="120" r="60" fill="#f2b84b" opacity="0.9"/>` +
    `<path d="M0 380 Q200 300 420 360 T800 330 V600 H0 Z" fill="${light}"/>` +
    `<path d="M0 440 Q260 380 520 430 T800 420 V600 H0 Z" fill="${mid}"/>` +
    `<rect x="0" y="470" width="800" height="130" fill="${dark}" opacity="0.25"/>${rows}` +
    `<g transform="translate(${houseX} 300)">` +
    '<rect x="0" y="40" width="120" height="80" fill="#fffaf0"/>' +
    '<path d="M-12 44 L60 -10 L132 44 Z" fill="#c8553d"/>' +
    '<rect x="48" y="74" width="26" height="46" fill="#7a5230"/>' +
    '<rect x="14" y="60" width="22" height="20" fill="#2f6f95"/></g>' +
    '<circle cx="120" cy="500" r="74" fill="#fffaf0" stroke="#2f3a22" stroke-width="6"/>' +
    `<text x="120" y="524" font-family="${FONT}" font-size="64" font-weight="bold" fill="#2f3a22" text-anchor="middle">${escapeXml(initials(p.marca))}</text>` +
    `<rect x="220" y="506" width="560" height="74" rx="16" fill="#fffaf0" opacity="0.92"/>` +
    `<text x="500" y="540" font-family="${FONT}" font-size="28" font-weight="bold" fill="#2f3a22" text-anchor="middle">${escapeXml(p.marca)}</text>` +
    `<text x="500" y="570" font-family="${FONT}" font-size="22" fill="#4f5a3f" text-anchor="middle">${escapeXml(p.localidad)}, Santa Fe</text>` +
    '</svg>'
  );
}
