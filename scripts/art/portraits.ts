/**
 * Abstract head-and-shoulders portraits for team members and reviewers.
 * Faces are deliberately featureless: we have no photographs, and a calm
 * silhouette reads as intentional where a cartoon face would not.
 */
import { type Canvas, el, g, path, d } from './svg.js';
import { makeRng } from './random.js';
import { shade, tint, edge } from './palette.js';

type Presentation = 'f' | 'm' | 'x';

/** Names common in Pakistan; only these portraits may be drawn with a headscarf. */
const FEMALE_PK = new Set(
  (
    'ayesha aisha fatima fatimah sana hina mariam maryam zainab amna nida saba sadia rabia iqra mehwish bushra ' +
    'samina nadia kiran farah uzma asma sidra anam laiba hira noor zara alina mehreen shazia tahira rukhsana shabana nazia sobia ' +
    'komal aqsa mahnoor areeba javeria sumaira naila shaista zoya hafsa khadija sehar anum madiha saima rubina nasreen fariha'
  ).split(' '),
);
const FEMALE = new Set(
  (
    [...FEMALE_PK].join(' ') +
    ' sara sarah maria ' +
    'emma olivia sophie sophia anna laura lisa julia hannah rachel emily jessica grace claire kate katie lucy amelia mia chloe ' +
    'nora eva sofia isabella charlotte ella megan rebecca helen susan mary elizabeth jennifer linda karen sandra maya priya aliya ' +
    'erin siobhan aoife niamh ciara orla roisin mairead'
  ).split(' '),
);
const MALE = new Set(
  (
    'muhammad mohammad mohammed ahmed ahmad ali bilal usman hamza omar umar hassan hussain imran tariq asif kamran faisal zeeshan ' +
    'adnan waqas shahid junaid naveed rashid saad salman yasir farhan khalid arif nadeem sajid irfan rizwan asad haris danish fahad ' +
    'atif aamir amir shoaib babar zubair waseem naeem qasim talha abdullah ibrahim yusuf yousaf idrees javed pervaiz sohail aslam ' +
    'michael david james john mark peter paul tom thomas daniel chris christopher liam jack ryan sean patrick kevin brian luke matt ' +
    'matthew andrew steve steven robert richard joseph george william henry noah lucas ben benjamin sam samuel jake connor ' +
    'eoin ciaran declan niall conor padraig cathal darragh'
  ).split(' '),
);

/** Pronouns in a bio are the most reliable cue; a first-name list is the fallback. */
export function presentationOf(name: string, bio: string): Presentation {
  const she = (bio.match(/\b(she|her|hers|herself)\b/gi) ?? []).length;
  const he = (bio.match(/\b(he|him|his|himself)\b/gi) ?? []).length;
  if (she > he) return 'f';
  if (he > she) return 'm';
  for (const token of name.toLowerCase().split(/[^a-z]+/)) {
    if (FEMALE.has(token)) return 'f';
    if (MALE.has(token)) return 'm';
  }
  return 'x';
}

const SKIN = ['#F1D3B6', '#E8C1A0', '#DDAE88', '#CF9C74', '#BE865E', '#A8704C', '#8D5A3B', '#6E4630'];
const HAIR = ['#1B1715', '#241C18', '#2F231C', '#3D2C21', '#5A3E2B', '#7A5A3A', '#8E8B88', '#A47C52'];
const CLOTHES = ['#1B2A4E', '#383C44', '#22503A', '#6B1D2A', '#B98A4F', '#5D6B7A', '#2E3A70', '#7A5A45', '#0B3279', '#3E4A3A'];
const BACKDROPS = ['#DCE5D8', '#E9DDCB', '#D6E0EA', '#EBDAD3', '#DED8E8', '#E3E1DA', '#D9E6E2', '#EFE3C8'];

type Top = 'crew' | 'vneck' | 'shirt' | 'blazer' | 'polo';
type Hair = 'short' | 'side' | 'buzz' | 'curly' | 'long' | 'bun' | 'bob' | 'hijab';

export function drawPortrait(c: Canvas, key: string, name: string, bio: string): string {
  const r = makeRng(`portrait:${key}`);
  const who = presentationOf(name, bio);
  const skin = r.pick(SKIN);
  const hairColour = r.pick(HAIR);
  const cloth = r.pick(CLOTHES);
  const bg = r.pick(BACKDROPS);
  const firstNames = name.toLowerCase().split(/[^a-z]+/);
  const scarfOk = firstNames.some((t) => FEMALE_PK.has(t));
  const hair: Hair =
    who === 'f'
      ? r.pick<Hair>(scarfOk ? ['long', 'bun', 'bob', 'hijab', 'long', 'hijab'] : ['long', 'bun', 'bob', 'long'])
      : who === 'm'
        ? r.pick<Hair>(['short', 'side', 'buzz', 'curly', 'side'])
        : r.pick<Hair>(['short', 'curly', 'side']);
  const topKind = r.pick<Top>(['crew', 'vneck', 'shirt', 'blazer', 'polo']);
  const beard = who === 'm' && r.chance(0.4);
  const scarf = hair === 'hijab' ? r.pick(['#6B1D2A', '#1B2A4E', '#B98A4F', '#3E4A3A', '#D8C7A6', '#5D6B7A']) : '';

  const s = Math.min(c.width, c.height) / 400;
  const bgGrad = c.id();
  c.def(
    el(
      'radialGradient',
      { id: bgGrad, cx: 0.5, cy: 0.38, r: 0.75 },
      el('stop', { offset: 0, 'stop-color': tint(bg, 0.45) }) + el('stop', { offset: 1, 'stop-color': shade(bg, 0.06) }),
    ),
  );
  const skinGrad = c.id();
  c.def(
    el(
      'radialGradient',
      { id: skinGrad, cx: 0.38, cy: 0.32, r: 0.8 },
      el('stop', { offset: 0, 'stop-color': tint(skin, 0.16) }) +
        el('stop', { offset: 0.7, 'stop-color': skin }) +
        el('stop', { offset: 1, 'stop-color': shade(skin, 0.16) }),
    ),
  );
  const clothGrad = c.id();
  c.def(
    el(
      'linearGradient',
      { id: clothGrad, x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': tint(cloth, 0.12) }) + el('stop', { offset: 1, 'stop-color': shade(cloth, 0.22) }),
    ),
  );

  const parts: string[] = [];
  parts.push(el('rect', { width: 400, height: 400, fill: `url(#${bgGrad})` }));
  parts.push(el('circle', { cx: 200, cy: 178, r: 150, fill: '#fff', 'fill-opacity': 0.22 }));

  const hairFill = { fill: hairColour, stroke: shade(hairColour, 0.3), 'stroke-width': 1 };
  // Hair that falls behind the shoulders is drawn first.
  if (hair === 'long') parts.push(path('M128 170Q120 90 200 84Q280 90 272 170Q280 260 296 318L104 318Q120 260 128 170Z', hairFill));

  // Neck with a shadow cast by the jaw.
  parts.push(path('M172 214H228V300Q200 312 172 300Z', { fill: shade(skin, 0.08) }));
  parts.push(path('M172 232Q200 256 228 232V250Q200 268 172 250Z', { fill: shade(skin, 0.3), 'fill-opacity': 0.5 }));

  // Shoulders and clothing.
  const torso = 'M30 400C30 334 70 306 148 290Q176 284 200 296Q224 284 252 290C330 306 370 334 370 400Z';
  parts.push(path(torso, { fill: `url(#${clothGrad})`, stroke: edge(cloth), 'stroke-width': 1.2 }));
  parts.push(path('M92 330Q102 360 100 400M308 330Q298 360 300 400', { class: 'fd', 'stroke-opacity': 0.12 }));
  switch (topKind) {
    case 'crew':
      parts.push(path('M160 292Q200 322 240 292', { class: 'ln', stroke: shade(cloth, 0.25), 'stroke-width': 9 }));
      break;
    case 'vneck':
      parts.push(path('M160 290L200 346L240 290Q224 286 212 292L200 312L188 292Q176 286 160 290Z', { fill: shade(skin, 0.08) }));
      parts.push(path('M160 290L200 346L240 290', { class: 'ln', stroke: shade(cloth, 0.25), 'stroke-width': 7 }));
      break;
    case 'polo':
    case 'shirt': {
      const collar = topKind === 'shirt' ? '#F4F2EE' : cloth;
      if (topKind === 'shirt')
        parts.push(path('M168 292L200 330L232 292L252 300L228 400H172L148 300Z', { fill: '#F4F2EE', stroke: '#C9C4BA', 'stroke-width': 1 }));
      parts.push(path('M162 284L200 318L182 344L150 300Z', { fill: tint(collar, 0.08), stroke: shade(collar, 0.25), 'stroke-width': 1.2 }));
      parts.push(path('M238 284L200 318L218 344L250 300Z', { fill: tint(collar, 0.08), stroke: shade(collar, 0.25), 'stroke-width': 1.2 }));
      parts.push(path('M200 320V400', { stroke: shade(topKind === 'shirt' ? '#F4F2EE' : cloth, 0.25), 'stroke-width': 1.2 }));
      break;
    }
    case 'blazer': {
      const shirt = r.pick(['#F4F2EE', '#D6E0EA', '#EDE3C8']);
      parts.push(path('M162 292L200 330L238 292L250 400H150Z', { fill: shirt, stroke: shade(shirt, 0.2), 'stroke-width': 1 }));
      parts.push(path('M150 294L196 400H120L128 330Z', { fill: shade(cloth, 0.12), stroke: edge(cloth), 'stroke-width': 1.2 }));
      parts.push(path('M250 294L204 400H280L272 330Z', { fill: shade(cloth, 0.12), stroke: edge(cloth), 'stroke-width': 1.2 }));
      parts.push(path('M176 300L200 332L224 300', { class: 'ln', stroke: shade(shirt, 0.25), 'stroke-width': 2 }));
      break;
    }
  }

  if (hair === 'hijab') {
    // The scarf drapes over the shoulders and hides the neck, so it is drawn over the clothing.
    parts.push(
      path('M122 170Q112 74 200 68Q288 74 278 170Q290 250 318 330Q260 360 200 356Q140 360 82 330Q110 250 122 170Z', {
        fill: scarf,
        stroke: shade(scarf, 0.3),
        'stroke-width': 1,
      }),
    );
    parts.push(path('M130 250Q160 300 200 304Q240 300 270 250', { class: 'fd', 'stroke-opacity': 0.12 }));
  }

  // Head.
  const showEars = hair !== 'hijab' && hair !== 'long';
  if (showEars) {
    parts.push(el('ellipse', { cx: 142, cy: 178, rx: 10, ry: 17, fill: shade(skin, 0.06) }));
    parts.push(el('ellipse', { cx: 258, cy: 178, rx: 10, ry: 17, fill: shade(skin, 0.06) }));
  }
  parts.push(el('ellipse', { cx: 200, cy: 168, rx: 58, ry: 72, fill: `url(#${skinGrad})` }));
  // Soft jaw shadow and cheek light keep the head from looking like a flat disc.
  parts.push(path('M150 196Q160 238 200 242Q240 238 250 196Q246 232 200 240Q154 232 150 196Z', { fill: shade(skin, 0.2), 'fill-opacity': 0.35 }));
  parts.push(el('ellipse', { cx: 176, cy: 150, rx: 22, ry: 30, fill: '#fff', 'fill-opacity': 0.08 }));

  if (beard)
    parts.push(path('M146 176Q150 246 200 250Q250 246 254 176Q244 214 226 216Q200 206 174 216Q156 214 146 176Z', { fill: hairColour, 'fill-opacity': 0.88 }));

  switch (hair) {
    case 'short':
      parts.push(path('M140 172Q132 96 200 92Q268 96 260 172Q254 136 240 126Q200 116 160 126Q146 136 140 172Z', hairFill));
      break;
    case 'side':
      parts.push(path('M140 170Q130 92 202 90Q272 94 262 168Q256 130 236 122Q196 132 170 118Q150 130 140 170Z', hairFill));
      parts.push(path('M170 118Q196 128 236 120', { class: 'ln', stroke: tint(hairColour, 0.2), 'stroke-width': 2 }));
      break;
    case 'buzz':
      parts.push(path('M143 160Q140 98 200 96Q260 98 257 160Q250 128 200 122Q150 128 143 160Z', { ...hairFill, 'fill-opacity': 0.85 }));
      break;
    case 'curly': {
      let curls = 'M140 176Q126 120 150 104';
      for (let i = 0; i < 7; i++) curls += d`Q${156 + i * 14} ${78 + (i % 2) * 6} ${164 + i * 14} ${98}`;
      curls += 'Q278 120 260 176Q256 140 236 130Q200 120 164 130Q146 140 140 176Z';
      parts.push(path(curls, hairFill));
      break;
    }
    case 'long':
      parts.push(path('M142 200Q128 96 200 92Q272 96 258 200Q258 140 230 122Q196 136 176 124Q150 140 142 200Z', hairFill));
      break;
    case 'bun':
      parts.push(el('circle', { cx: 200, cy: 88, r: 28, ...hairFill }));
      parts.push(path('M142 176Q130 96 200 94Q270 96 258 176Q254 134 232 124Q200 116 168 124Q146 134 142 176Z', hairFill));
      break;
    case 'bob':
      parts.push(path('M132 222Q118 96 200 92Q282 96 268 222L250 222Q258 150 232 124Q200 134 168 124Q142 150 150 222Z', hairFill));
      break;
    case 'hijab':
      // Scarf wraps the face: front band over the forehead and the cloth under the chin.
      parts.push(path('M134 186Q126 90 200 86Q274 90 266 186Q262 120 200 112Q138 120 134 186Z', { fill: scarf, stroke: shade(scarf, 0.3), 'stroke-width': 1 }));
      parts.push(path('M140 190Q150 252 200 260Q250 252 260 190Q262 262 200 278Q138 262 140 190Z', { fill: shade(scarf, 0.08) }));
      parts.push(path('M150 120Q200 104 250 120', { class: 'ln', stroke: tint(scarf, 0.2), 'stroke-width': 2 }));
      break;
  }
  if (hair !== 'hijab') parts.push(path('M150 120Q200 96 246 118', { class: 'ln', stroke: '#fff', 'stroke-opacity': 0.12, 'stroke-width': 5 }));

  // Slightly enlarged so head and shoulders fill the frame like a studio headshot.
  return g(
    { transform: `scale(${s})` },
    el('rect', { width: 400, height: 400, fill: `url(#${bgGrad})` }),
    g({ transform: 'translate(-18 -26) scale(1.09)' }, ...parts.slice(1)),
  );
}
