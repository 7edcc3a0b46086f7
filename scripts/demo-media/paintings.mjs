// The painted stand-in of each work: its look (style, shape, palette, frame), painted and framed.
import { paintGeometric, paintMatter } from './paint-abstract.mjs';
import { paintFigurative } from './paint-figures.mjs';
import { paintLandscape } from './paint-landscape.mjs';
import { LIMITS, im, round, tmp, toWebp } from './tools.mjs';

// Style, shape and palette of each stand-in: chosen to evoke the period, never the real picture.
const FRAME_GOLD = { color: '#8a6a35', size: 16 };
const FRAME_WOOD = { color: '#4a3526', size: 14 };
const FRAME_BLACK = { color: '#1e1e1e', size: 10 };
const FRAME_WHITE = { color: '#ece9e2', size: 12 };

const LOOK = {
  'giudici-sopa-de-los-pobres': [
    'figurative',
    'landscape',
    ['#3b2e25', '#7a6650', '#a58a68', '#c9b38e', '#2a211b'],
    FRAME_GOLD,
  ],
  'sivori-despertar-de-la-criada': [
    'figurative',
    'portrait',
    ['#5a4a3e', '#b9a58c', '#e2d2bb', '#8c6e57', '#3a2c23'],
    FRAME_GOLD,
  ],
  'carcova-sin-pan-y-sin-trabajo': [
    'figurative',
    'landscape',
    ['#2f2a26', '#6d5d4c', '#9b8a73', '#c8b89c', '#1c1714'],
    FRAME_GOLD,
  ],
  'collivadino-hora-del-almuerzo': [
    'figurative',
    'landscape',
    ['#6b6a5c', '#b7b09a', '#d8cfb4', '#8a7b62', '#3e3a31'],
    FRAME_GOLD,
  ],
  'pueyrredon-un-alto-en-el-campo': [
    'landscape:rural',
    'landscape',
    ['#b9d0dd', '#eee6cf', '#8f9a5a', '#c2b071', '#5b3f2a', '#7a2f24'],
    FRAME_GOLD,
  ],
  'pueyrredon-domingo-en-san-isidro': [
    'landscape:rural',
    'landscape',
    ['#a9c4d6', '#f1ead6', '#6f8a4e', '#b6b57a', '#4c3a2b', '#e7e1d2'],
    FRAME_GOLD,
  ],
  'lopez-batalla-de-curupayti': [
    'landscape:army',
    'panorama',
    ['#c9d6de', '#efe8d8', '#7d8f55', '#a9a26a', '#3c3a46', '#b9412f'],
    FRAME_GOLD,
  ],
  'della-valle-vuelta-del-malon': [
    'landscape:riders',
    'landscape',
    ['#59626d', '#d7c8a8', '#8a7a55', '#b59f6d', '#2e251d', '#e9e2d2'],
    FRAME_GOLD,
  ],
  'malharro-las-parvas': [
    'landscape:haystacks',
    'landscape',
    ['#9fb9d8', '#f3e7c4', '#c5a94f', '#e2cd7e', '#8c6ab0', '#6d87b8'],
    FRAME_GOLD,
  ],
  // Manuelita Rosas is drawn very tall (1:2): the tour page must show work 1's title beside
  // the top of a picture far taller than a phone screen.
  'pueyrredon-manuelita-rosas': [
    'figurative',
    'tall',
    ['#5a1f1a', '#b8322a', '#d9b48a', '#2a1c16', '#e8d9c0'],
    FRAME_GOLD,
  ],
  'monvoisin-soldado-de-la-guardia-de-rosas': [
    'figurative',
    'portrait',
    ['#3a2a1e', '#9a3a2a', '#c9a27a', '#5a4a3a', '#1e1712'],
    FRAME_GOLD,
  ],
  'pueyrredon-el-bano': [
    'figurative',
    'landscape',
    ['#2a3a32', '#6a8a7a', '#d9c0a0', '#a8b8a8', '#1a221e'],
    FRAME_GOLD,
  ],
  'fader-los-mantones-de-manila': [
    'landscape',
    'landscape',
    ['#c87a3a', '#e8c070', '#8a4a6a', '#f2e0b0', '#4a3a2a'],
    FRAME_GOLD,
  ],
  'manet-ninfa-sorprendida': [
    'figurative',
    'portrait',
    ['#2c3526', '#5e6b45', '#e6d2b8', '#a08662', '#1d2218'],
    FRAME_GOLD,
  ],
  'van-gogh-moulin-de-la-galette': [
    'landscape:mill',
    'portrait',
    ['#c9d7de', '#eef0e6', '#8c8a5c', '#b5a57a', '#5a4633', '#3f5a7a'],
    FRAME_GOLD,
  ],
  'gauguin-vahine-no-te-miti': [
    'figurative',
    'portrait',
    ['#1f5f6b', '#5fa3a0', '#d98b4f', '#e9c27a', '#7a2f4f'],
    FRAME_GOLD,
  ],
  'picasso-mujer-acostada': [
    'figurative',
    'landscape',
    ['#3a4f8a', '#d8a7b8', '#f0e0c0', '#6aa06b', '#c24a3a'],
    FRAME_WOOD,
  ],
  'rivera-retrato-gomez-de-la-serna': [
    'geometric:facets',
    'portrait',
    ['#6f6a5e', '#3c3a36', '#a39a85', '#d8cdb4', '#8a5a3c'],
    FRAME_WOOD,
  ],
  'xul-solar-nana-watzin': [
    'geometric:symbols',
    'landscape',
    ['#e8d9a8', '#d77a4a', '#5a8fb0', '#e9b949', '#7a3b6a'],
    FRAME_WOOD,
  ],
  'tarsila-abaporu': [
    'figurative',
    'portrait',
    ['#3f8f6a', '#a8d0b0', '#e6b84a', '#d27a3a', '#2f6a9a'],
    FRAME_WOOD,
  ],
  'berni-manifestacion': [
    'figurative:crowd',
    'landscape',
    ['#5b4a3a', '#9a8468', '#c2a886', '#7a6a5a', '#3a3028'],
    FRAME_WOOD,
  ],
  'kahlo-autorretrato-chango-loro': [
    'figurative',
    'portrait',
    ['#2f5a2f', '#6a9a4a', '#b8a07a', '#d9c09a', '#1d3a1d'],
    FRAME_WOOD,
  ],
  'xul-solar-pareja': [
    'geometric:symbols',
    'portrait',
    ['#efe2b8', '#6aa0c8', '#e07a5a', '#e8c04a', '#5a4a8a'],
    FRAME_WOOD,
  ],
  'batlle-planas-radiografia-paranoica': [
    'matter',
    'portrait',
    ['#1f2a3a', '#4a6a8a', '#c9d6e2', '#8aa2bb', '#e8eef2'],
    FRAME_WOOD,
  ],
  'lam-omi-obini': [
    'matter',
    'portrait',
    ['#3a4a2a', '#8a9a5a', '#d9c89a', '#2a2a22', '#c87a3a'],
    FRAME_WOOD,
  ],
  'varo-revelacion-o-el-relojero': [
    'figurative',
    'landscape',
    ['#6a4a2a', '#b08a5a', '#d9b98a', '#4a6a6a', '#2a1f18'],
    FRAME_WOOD,
  ],
  'kemble-paisaje-suburbano': [
    'matter',
    'portrait',
    ['#5a3a22', '#a86a3a', '#7a5a3a', '#c9a27a', '#2a2018'],
    FRAME_BLACK,
  ],
  'greco-sin-titulo': [
    'matter',
    'portrait',
    ['#1a1a1a', '#4a4440', '#8a7a6a', '#2a2420', '#c9beaa'],
    FRAME_BLACK,
  ],
  'de-la-vega-bestiario': [
    'matter',
    'landscape',
    ['#2a2a2a', '#b0a89a', '#e8e2d2', '#c23a2a', '#1a1a1a'],
    FRAME_BLACK,
  ],
  'renart-bio-cosmos': [
    'matter',
    'square',
    ['#3a2a3a', '#8a5a7a', '#d9a0b0', '#e8d0c0', '#5a3a4a'],
    FRAME_BLACK,
  ],
  'maldonado-tres-zonas': [
    'geometric:zones',
    'square',
    ['#eeeae0', '#1f3f7a', '#d8b22a', '#c2382a', '#1a1a1a'],
    FRAME_WHITE,
  ],
  'hlito-ritmos-cromaticos': [
    'geometric:rhythms',
    'portrait',
    ['#f1ede2', '#1a1a1a', '#c8372d', '#2a5aa0', '#e0b12a'],
    FRAME_WHITE,
  ],
  'mac-entyre-pintura-generativa': [
    'geometric:generative',
    'square',
    ['#111111', '#e8e2d0', '#d8b24a', '#c2543a'],
    FRAME_BLACK,
  ],
  'tomasello-atmosfera-cromoplastica': [
    'geometric:cubes',
    'square',
    ['#f6f4ee', '#e85a2a', '#f2b23a', '#3a7ac8'],
    FRAME_WHITE,
  ],
  // The temporary exhibitions.
  'berni-primeros-pasos': [
    'figurative',
    'portrait',
    ['#4a3a2e', '#8a7358', '#e8e0d0', '#b59a78', '#2a211a'],
    FRAME_WOOD,
  ],
  'spilimbergo-la-planchadora': [
    'figurative',
    'portrait',
    ['#5a4636', '#a07a58', '#d8c2a0', '#6a7a8a', '#2e241c'],
    FRAME_WOOD,
  ],
  'forner-el-drama': [
    'figurative:crowd',
    'landscape',
    ['#2a2a3a', '#6a5a6a', '#b0a090', '#8a3a2a', '#1a1a22'],
    FRAME_WOOD,
  ],
  'pettoruti-cancion-del-pueblo': [
    'geometric:facets',
    'portrait',
    ['#2a4a7a', '#d8a23a', '#e8dcc0', '#7a3a2a', '#3a3a3a'],
    FRAME_WOOD,
  ],
  'rivera-baile-en-tehuantepec': [
    'figurative:crowd',
    'landscape',
    ['#7a4a2a', '#c8783a', '#e8d8b0', '#3a6a4a', '#a02a2a'],
    FRAME_WOOD,
  ],
  'xul-solar-drago': [
    'geometric:symbols',
    'landscape',
    ['#eadfb8', '#3a7ab0', '#d85a3a', '#e8c04a', '#3a8a5a'],
    FRAME_WOOD,
  ],
  'prati-concreto': [
    'geometric:zones',
    'square',
    ['#efece4', '#c23a2a', '#1f4f9a', '#e8c02a', '#1a1a1a'],
    FRAME_WHITE,
  ],
  'yente-composicion': [
    'geometric:rhythms',
    'portrait',
    ['#f0ebe0', '#3a5a8a', '#d86a3a', '#6a9a5a', '#2a2a2a'],
    FRAME_WHITE,
  ],
  'grilo-pintura': [
    'matter',
    'square',
    ['#8a2a2a', '#d8a04a', '#2a2a3a', '#e8e0d0', '#5a6a8a'],
    FRAME_BLACK,
  ],
  'lopez-campamento-frente-a-uruguayana': [
    'landscape:army',
    'panorama',
    ['#c2d4e0', '#f0e8d6', '#8a9a5a', '#b8aa72', '#4a4036', '#e8e2d4'],
    FRAME_GOLD,
  ],
  'lopez-desembarco-frente-a-curupayti': [
    'landscape:army',
    'panorama',
    ['#b8ccd8', '#ece4d2', '#6f8a56', '#9ea56a', '#3a3a48', '#8a6a4a'],
    FRAME_GOLD,
  ],
  'lopez-despues-de-curupayti': [
    'landscape:army',
    'panorama',
    ['#cfcabb', '#e8dfca', '#7a7a4a', '#a09060', '#3c3430', '#9a3a2a'],
    FRAME_GOLD,
  ],
};

const SHAPES = {
  portrait: [740, 960],
  landscape: [960, 700],
  panorama: [980, 430],
  square: [880, 880],
  tall: [660, 1320],
};

export function paintWork(work, out) {
  const look = LOOK[work.id];
  if (!look) throw new Error(`No look defined for work ${work.id}: add it to LOOK`);
  const [style, shape, pal, frame] = look;
  const [fw, fh] = SHAPES[shape];
  const w = fw - 2 * frame.size;
  const h = fh - 2 * frame.size;
  const canvas = tmp(`${work.id}-canvas.png`);
  const [kind, variant] = style.split(':');
  if (kind === 'figurative') paintFigurative(canvas, w, h, pal, work.id, variant);
  else if (kind === 'landscape') paintLandscape(canvas, w, h, pal, work.id, variant);
  else if (kind === 'matter') paintMatter(canvas, w, h, pal, work.id);
  else paintGeometric(canvas, w, h, pal, work.id, variant);
  const png = tmp(`${work.id}.png`);
  const inner = Math.max(3, round(frame.size / 3));
  im([
    canvas,
    '-mattecolor',
    frame.color,
    '-frame',
    `${frame.size}x${frame.size}+${inner}+${Math.max(2, inner - 2)}`,
    '-resize',
    `${fw}x${fh}!`,
    png,
  ]);
  return toWebp(png, out, LIMITS.works);
}
