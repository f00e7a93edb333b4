/** Kitchen things, groceries and beauty products. */
import type { Drawing, Palette } from './colour.ts';

const STEEL = '#cbd5e1';
const STEEL_DARK = '#64748b';
const stroke = (p: Palette) => `stroke="${p.line}" stroke-width="3" stroke-linejoin="round"`;
const gloss = (d: string) => `<path d="${d}" fill="#fff" opacity=".28"/>`;

/** A front label: a band in the accent colour with two text-like bars. */
const label = (x: number, y: number, w: number, h: number, p: Palette) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${p.accent}"/>
<rect x="${x + w * 0.15}" y="${y + h * 0.3}" width="${w * 0.7}" height="${h * 0.14}" rx="3" fill="#fff" opacity=".9"/>
<rect x="${x + w * 0.25}" y="${y + h * 0.56}" width="${w * 0.5}" height="${h * 0.1}" rx="3" fill="#fff" opacity=".6"/>`;

/** Grains, lentils or powder seen through a window: deterministic dots, so pictures repeat exactly. */
const grains = (x: number, y: number, w: number, h: number, colour: string, rx: number, ry: number) => {
  const dots: string[] = [];
  for (let i = 0; i < 40; i++) {
    const gx = x + (((i * 37) % 100) / 100) * w;
    const gy = y + (((i * 61) % 100) / 100) * h;
    dots.push(
      `<ellipse cx="${gx.toFixed(0)}" cy="${gy.toFixed(0)}" rx="${rx}" ry="${ry}" transform="rotate(${(i * 47) % 180} ${gx.toFixed(0)} ${gy.toFixed(0)})" fill="${colour}"/>`,
    );
  }
  return dots.join('');
};

export const household: Record<string, Drawing> = {
  pressureCooker: (
    p,
  ) => `<path d="M92 170H308V296Q308 336 268 336H132Q92 336 92 296Z" fill="${STEEL}" stroke="${STEEL_DARK}" stroke-width="3"/>
${gloss('M106 182H140V322Q106 316 106 290Z')}
<ellipse cx="200" cy="168" rx="116" ry="22" fill="#e2e8f0" stroke="${STEEL_DARK}" stroke-width="3"/>
<rect x="186" y="118" width="28" height="34" rx="6" fill="${p.dark}"/><circle cx="200" cy="112" r="12" fill="${p.main}"/>
<rect x="280" y="150" width="110" height="24" rx="12" fill="${p.main}" ${stroke(p)}/>
<rect x="18" y="182" width="80" height="20" rx="10" fill="${p.main}" ${stroke(p)}/>`,

  karai: (p) => `<path d="M70 190H330Q326 320 200 320 74 320 70 190Z" fill="${p.main}" ${stroke(p)}/>
<ellipse cx="200" cy="190" rx="130" ry="30" fill="${p.dark}" ${stroke(p)}/>
<ellipse cx="200" cy="196" rx="110" ry="20" fill="#1f2937"/>
${gloss('M90 206Q110 290 180 306 110 300 90 206Z')}
<path d="M70 190Q30 186 34 212 40 232 76 222" fill="none" stroke="#1f2937" stroke-width="12" stroke-linecap="round"/>
<path d="M330 190Q370 186 366 212 360 232 324 222" fill="none" stroke="#1f2937" stroke-width="12" stroke-linecap="round"/>`,

  teaSet: (p) => `<path d="M80 200Q80 120 170 120T260 200Q260 300 170 300T80 200Z" fill="${p.main}" ${stroke(p)}/>
<path d="M252 180Q300 150 312 112L326 120Q318 190 258 232Z" fill="${p.main}" ${stroke(p)}/>
<path d="M86 170Q40 180 48 220T96 262" fill="none" stroke="${p.line}" stroke-width="14" stroke-linecap="round"/>
<ellipse cx="170" cy="124" rx="50" ry="12" fill="${p.dark}"/><circle cx="170" cy="104" r="12" fill="${p.accent}" ${stroke(p)}/>
<path d="M96 210Q170 236 244 210" fill="none" stroke="${p.accent}" stroke-width="6"/>
${gloss('M104 170Q112 136 150 128 118 152 112 210Z')}
<ellipse cx="300" cy="316" rx="66" ry="14" fill="${p.light}" ${stroke(p)}/>
<path d="M252 256H348Q344 312 300 312T252 256Z" fill="${p.main}" ${stroke(p)}/>
<path d="M346 266Q372 266 368 284T340 298" fill="none" stroke="${p.line}" stroke-width="8"/>
<ellipse cx="300" cy="256" rx="48" ry="8" fill="#7c4a1e"/>`,

  mug: (
    p,
  ) => `<path d="M258 170Q320 170 318 226T252 282" fill="none" stroke="${p.line}" stroke-width="30" stroke-linecap="round"/>
<path d="M258 170Q320 170 318 226T252 282" fill="none" stroke="${p.main}" stroke-width="22" stroke-linecap="round"/>
<path d="M110 130H270V310Q270 336 244 336H136Q110 336 110 310Z" fill="${p.main}" ${stroke(p)}/>
<ellipse cx="190" cy="130" rx="80" ry="16" fill="#6b3a1b" ${stroke(p)}/>
${gloss('M126 146H156V322Q126 322 126 300Z')}
<path d="M160 100Q150 80 166 64T166 30M206 100Q196 80 212 64T212 30" fill="none" stroke="#94a3b8" stroke-width="6" stroke-linecap="round" opacity=".7"/>
<circle cx="190" cy="236" r="34" fill="${p.accent}" opacity=".9"/>`,

  bedsheet: (
    p,
    uid,
  ) => `<pattern id="${uid}b" width="50" height="50" patternUnits="userSpaceOnUse"><rect width="50" height="50" fill="${p.main}"/>
<circle cx="25" cy="25" r="9" fill="${p.accent}" opacity=".85"/><circle cx="25" cy="25" r="4" fill="#fff"/><circle cx="0" cy="0" r="5" fill="${p.light}"/><circle cx="50" cy="50" r="5" fill="${p.light}"/></pattern>
<rect x="70" y="238" width="260" height="96" rx="14" fill="${p.dark}" ${stroke(p)}/>
<rect x="62" y="150" width="276" height="100" rx="14" fill="url(#${uid}b)" ${stroke(p)}/>
<rect x="62" y="150" width="276" height="22" rx="10" fill="${p.light}" opacity=".8"/>
<rect x="90" y="96" width="220" height="60" rx="26" fill="${p.light}" ${stroke(p)}/>
<path d="M90 270H330M90 300H330" stroke="${p.light}" stroke-width="3" opacity=".5"/>`,

  riceSack: (
    p,
  ) => `<path d="M110 110Q100 220 92 322Q200 344 308 322 300 220 290 110Z" fill="#f1e4c6" stroke="#8a6d3b" stroke-width="3"/>
<path d="M110 110Q150 80 160 60 200 76 240 60 250 80 290 110 200 124 110 110Z" fill="#e7d3a8" stroke="#8a6d3b" stroke-width="3"/>
<path d="M150 104Q200 116 250 104" fill="none" stroke="${p.main}" stroke-width="10" stroke-linecap="round"/>
<path d="M120 150Q200 160 282 150M116 300Q200 312 290 300" fill="none" stroke="#c9b27d" stroke-width="3" stroke-dasharray="8 6"/>
<rect x="128" y="176" width="144" height="104" rx="12" fill="${p.main}"/>
<path d="M200 196C172 212 172 250 200 262 228 250 228 212 200 196Z" fill="#fff" opacity=".85"/>
<path d="M200 200V258" stroke="${p.main}" stroke-width="3"/>
<ellipse cx="100" cy="330" rx="16" ry="8" fill="#fffaf0" stroke="#d6c7a1" stroke-width="2"/><ellipse cx="318" cy="334" rx="14" ry="7" fill="#fffaf0" stroke="#d6c7a1" stroke-width="2"/>`,

  pouch: (p, uid) => `<path d="M120 80H280L292 320Q200 342 108 320Z" fill="${p.main}" ${stroke(p)}/>
<rect x="120" y="80" width="160" height="18" fill="${p.dark}"/>
<path d="M138 140H262L266 272H134Z" fill="#fff7ed" ${stroke(p)}/>
<clipPath id="${uid}w"><path d="M138 140H262L266 272H134Z"/></clipPath>
<g clip-path="url(#${uid}w)">${grains(132, 136, 140, 140, p.accent, 9, 7)}</g>
${gloss('M126 104H150L146 310 118 306Z')}
<rect x="150" y="286" width="100" height="14" rx="7" fill="#fff" opacity=".8"/>`,

  oilBottle: (
    p,
  ) => `<path d="M170 60H230V100Q270 120 274 170V310Q274 336 248 336H152Q126 336 126 310V170Q130 120 170 100Z" fill="${p.main}" opacity=".92" ${stroke(p)}/>
<rect x="166" y="38" width="68" height="30" rx="8" fill="#dc2626" ${stroke(p)}/>
${label(138, 196, 124, 96, p)}
${gloss('M140 170Q144 130 172 112 156 150 156 320H142Z')}`,

  teaBox: (p) => `<path d="M110 110 230 90 300 120 180 140Z" fill="${p.light}" ${stroke(p)}/>
<path d="M110 110 180 140V336L110 306Z" fill="${p.dark}" ${stroke(p)}/>
<path d="M180 140 300 120V316L180 336Z" fill="${p.main}" ${stroke(p)}/>
<path d="M240 170C206 190 206 240 240 262 274 240 274 190 240 170Z" fill="#22c55e" stroke="#166534" stroke-width="3"/>
<path d="M240 176V258" stroke="#166534" stroke-width="3"/>
<rect x="196" y="282" width="88" height="12" rx="6" fill="${p.accent}"/>`,

  spiceJar: (p) => `<rect x="130" y="90" width="140" height="40" rx="10" fill="${p.dark}" ${stroke(p)}/>
<path d="M124 130H276V310Q276 336 250 336H150Q124 336 124 310Z" fill="#f8fafc" opacity=".9" ${stroke(p)}/>
<path d="M130 180Q200 168 270 180V310Q270 330 250 330H150Q130 330 130 310Z" fill="${p.main}"/>
${grains(140, 186, 120, 130, p.dark, 3, 3)}
${label(150, 216, 100, 70, p)}
${gloss('M136 140H156V320H138Z')}`,

  lipstick: (p) => `<rect x="150" y="230" width="100" height="106" rx="10" fill="${p.accent}" ${stroke(p)}/>
<rect x="160" y="176" width="80" height="58" rx="6" fill="#e5e7eb" ${stroke(p)}/>
<path d="M170 176V100Q170 70 230 52V176Z" fill="${p.main}" ${stroke(p)}/>
${gloss('M178 170V104Q180 84 196 76V170Z')}
<rect x="150" y="262" width="100" height="8" fill="#fff" opacity=".35"/>`,

  kajal: (
    p,
  ) => `<g transform="rotate(35 200 200)"><rect x="178" y="40" width="44" height="250" rx="10" fill="${p.main}" ${stroke(p)}/>
<path d="M178 290H222L206 346Q200 356 194 346Z" fill="#f5d0a9" ${stroke(p)}/><path d="M198 338H202L200 350Z" fill="#111"/>
<rect x="178" y="60" width="44" height="16" fill="${p.accent}"/>${gloss('M184 80H196V282H184Z')}</g>`,

  tube: (p) => `<path d="M130 60H270L254 290H146Z" fill="${p.main}" ${stroke(p)}/>
<path d="M126 50H274V70H126Z" fill="${p.dark}" ${stroke(p)}/>
<rect x="160" y="290" width="80" height="46" rx="10" fill="${p.accent}" ${stroke(p)}/>
${label(152, 130, 96, 90, p)}
${gloss('M142 76H162L160 280H150Z')}`,

  creamJar: (p) => `<rect x="100" y="150" width="200" height="60" rx="18" fill="${p.accent}" ${stroke(p)}/>
<path d="M110 206H290V310Q290 336 264 336H136Q110 336 110 310Z" fill="${p.main}" ${stroke(p)}/>
<rect x="150" y="238" width="100" height="60" rx="10" fill="#fff" opacity=".85"/><rect x="166" y="256" width="68" height="9" rx="4" fill="${p.dark}"/>
${gloss('M120 216H144V322Q120 322 120 300Z')}
<rect x="110" y="160" width="180" height="10" rx="5" fill="#fff" opacity=".3"/>`,

  pumpBottle: (p) => `<path d="M188 40H236V58H212V80H188Z" fill="${p.dark}" ${stroke(p)}/>
<rect x="178" y="78" width="44" height="40" rx="6" fill="${p.dark}" ${stroke(p)}/>
<path d="M150 118H250Q276 118 276 150V310Q276 336 250 336H150Q124 336 124 310V150Q124 118 150 118Z" fill="${p.main}" ${stroke(p)}/>
${label(142, 186, 116, 100, p)}
${gloss('M136 140H158V322Q136 322 136 304Z')}`,
};
