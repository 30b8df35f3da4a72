// The printed Preparación's style (print-page.ts): black on white, A4, each block whole on its
// page. On screen the same page, a column of readable width, with its two links above.
export const PRINT_STYLE = `
@page { size: A4; margin: 12mm; }
body { margin: 0 auto; max-width: 52rem; padding: 1rem; font: 11pt/1.35 system-ui, sans-serif; color: #000; background: #fff; }
nav { display: flex; gap: 1rem; align-items: center; margin-bottom: 1rem; }
nav a { color: #14532d; font-weight: 600; }
nav button { font: inherit; font-weight: 600; padding: .5rem 1rem; border: 1px solid #000; border-radius: .5rem; background: #fff; cursor: pointer; }
h1 { font-size: 16pt; margin: 0; }
h2 { font-size: 13pt; margin: 4mm 0 2mm; }
h3 { font-size: 11pt; margin: 0; }
p { margin: 0; }
.feria { font-weight: 600; }
.b { border: 1px solid #000; padding: 1.5mm 2.5mm; margin-bottom: 2.5mm; }
.o { break-inside: avoid; }
h3 { break-after: avoid; }
tr { break-inside: avoid; }
.o span { float: right; margin-left: 2mm; }
.o p span { font-weight: 700; }
.o p, .g { clear: both; }
.b h2 { margin-top: 0; }
.g { display: grid; grid-template-columns: 1fr auto; column-gap: 3mm; margin-top: 1mm; padding-top: .5mm; border-top: 1px solid #999; font-size: 10pt; }
.g i { font-style: normal; text-align: right; }
table { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: 10pt; }
th { text-align: left; font-weight: 600; }
th[scope="row"] { font-weight: 400; }
td, th { border-top: 1px solid #999; padding: .5mm 1mm; }
.n { text-align: right; width: 6rem; }
.total th, .total td { font-weight: 700; border-top: 2px solid #000; }
@media print { body { padding: 0; max-width: none; } nav { display: none; } }
`;
