/** Clothes, laid flat as in a shop's catalogue photo. */
import { lettering } from '../../lib/lettering.ts';
import type { Drawing, Palette } from './colour.ts';

const outline = (p: Palette) => `stroke="${p.line}" stroke-width="3" stroke-linejoin="round"`;

/** Light from the upper left: a pale band down the left of the garment. */
const sheen = (d: string) => `<path d="${d}" fill="#fff" opacity=".14"/>`;

const buttons = (x: number, ys: number[], colour: string) =>
  ys.map((y) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${colour}"/>`).join('');

function tee(p: Palette, trim = ''): string {
  return `<path d="M150 72Q200 100 250 72L322 96 358 162 306 184 292 164V330Q200 342 108 330V164L94 184 42 162 78 96Z" fill="${p.main}" ${outline(p)}/>
${sheen('M112 170 150 150V326L112 324Z')}
<path d="M150 72Q200 112 250 72" fill="none" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>
<path d="M292 180Q278 250 292 326M108 180Q122 250 108 326" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".5"/>
<path d="M56 150 100 170M344 150 300 170" stroke="${p.dark}" stroke-width="5" opacity=".6"/>${trim}`;
}

function longGarment(p: Palette, hem: number, flare: number, sleeveEnd: number): string {
  const left = 128 - flare;
  const right = 272 + flare;
  return `<path d="M162 62H238L288 82 330 ${sleeveEnd}H298L276 130 ${right} ${hem}H${left}L124 130 102 ${sleeveEnd}H70L112 82Z" fill="${p.main}" ${outline(p)}/>
${sheen(`M130 120 158 110 150 ${hem}H${left + 6}Z`)}
<path d="M${left + 20} ${hem - 8}H${right - 20}" stroke="${p.accent}" stroke-width="6" opacity=".8"/>`;
}

export const apparel: Record<string, Drawing> = {
  tshirt: (p) => tee(p),

  polo: (p) =>
    tee(
      p,
      `<path d="M168 80 196 112 176 124 152 86ZM232 80 204 112 224 124 248 86Z" fill="${p.light}" ${outline(p)}/>
<path d="M200 104V168" stroke="${p.dark}" stroke-width="3"/>${buttons(200, [128, 150], p.light)}`,
    ),

  jersey: (p) =>
    tee(
      p,
      `<path d="M60 138 96 156M340 138 304 156" stroke="${p.accent}" stroke-width="10"/>
${lettering('10', 200, 270, { size: 80, colour: p.accent, weight: 0.2, anchor: 'middle' })}`,
    ),

  shirt: (
    p,
  ) => `<path d="M160 66H240L300 88 334 300H300L292 170V336H108V170L100 300H66L100 88Z" fill="${p.main}" ${outline(p)}/>
${sheen('M112 170 150 120V334H112Z')}
<path d="M66 288H100M300 288H334" stroke="${p.dark}" stroke-width="5"/>
<path d="M160 66 200 108 240 66 230 58H170Z" fill="${p.dark}"/>
<path d="M160 66 182 118 200 100ZM240 66 218 118 200 100Z" fill="${p.light}" ${outline(p)}/>
<path d="M200 104V336" stroke="${p.dark}" stroke-width="3"/>${buttons(206, [130, 170, 210, 250, 290], p.light)}
<rect x="222" y="150" width="44" height="48" rx="4" fill="none" stroke="${p.dark}" stroke-width="3"/>`,

  panjabi: (p) => `${longGarment(p, 360, 18, 300)}
<rect x="178" y="54" width="44" height="16" rx="5" fill="${p.dark}"/>
<path d="M200 70V176" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>
${buttons(200, [92, 120, 148], p.light)}
<path d="M186 74Q176 130 186 180M214 74Q224 130 214 180" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>
<path d="M70 290H102M298 290H330" stroke="${p.accent}" stroke-width="5"/>`,

  kameez: (p, uid) => `${longGarment(p, 352, 40, 210)}
<path d="M176 64 200 100 224 64" fill="none" stroke="${p.dark}" stroke-width="6"/>
<pattern id="${uid}f" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="5" fill="${p.accent}" opacity=".75"/><circle cx="25" cy="25" r="3" fill="#fff" opacity=".5"/></pattern>
<path d="M150 120H250L${272 + 40} 352H${128 - 40}Z" fill="url(#${uid}f)"/>
<path d="M112 82Q210 170 288 360 300 366 312 352Q232 150 150 70Z" fill="${p.accent}" opacity=".55" stroke="${p.accent}" stroke-width="2"/>`,

  kurti: (p) => `${longGarment(p, 320, 28, 200)}
<path d="M176 64 200 108 224 64" fill="none" stroke="${p.dark}" stroke-width="6"/>
<path d="M${100 + 14} 296H${300 - 14}" stroke="${p.light}" stroke-width="16" opacity=".6" stroke-dasharray="10 8"/>
<path d="M190 116 200 128 210 116 200 104Z M190 146 200 158 210 146 200 134Z" fill="${p.accent}"/>`,

  lungi: (p, uid) => `<pattern id="${uid}c" width="44" height="44" patternUnits="userSpaceOnUse">
<rect width="44" height="44" fill="${p.main}"/><rect width="14" height="44" fill="${p.dark}" opacity=".55"/><rect width="44" height="14" fill="${p.dark}" opacity=".55"/><rect x="26" width="4" height="44" fill="${p.accent}" opacity=".6"/><rect y="26" width="44" height="4" fill="${p.accent}" opacity=".6"/></pattern>
<path d="M84 128 316 112 322 318 78 330Z" fill="url(#${uid}c)" ${outline(p)}/>
<path d="M84 128 316 112 318 150 82 166Z" fill="${p.dark}" opacity=".55"/>
<path d="M78 330 322 318 324 336 76 348Z" fill="${p.dark}" ${outline(p)}/>
${sheen('M90 170 150 166 146 326 86 328Z')}`,

  saree: (
    p,
    uid,
  ) => `<pattern id="${uid}m" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M18 8 24 18 18 28 12 18Z" fill="${p.accent}" opacity=".8"/></pattern>
<path d="M70 170 300 150 330 320 90 338Z" fill="${p.main}" ${outline(p)}/>
<path d="M70 170 300 150 330 320 90 338Z" fill="url(#${uid}m)"/>
<path d="M90 338 330 320 334 296 94 314Z" fill="${p.accent}"/>
<path d="M96 326 330 308" stroke="${p.dark}" stroke-width="3" stroke-dasharray="6 6"/>
<path d="M220 60Q300 70 318 150L330 320Q320 330 300 326L280 160Q268 110 210 92Z" fill="${p.dark}" ${outline(p)}/>
<path d="M300 326 330 320 322 276 294 282Z" fill="${p.accent}"/>
<path d="M228 74Q286 86 300 150" fill="none" stroke="${p.accent}" stroke-width="5"/>
${sheen('M76 176 140 170 146 330 96 336Z')}`,

  hijab: (
    p,
  ) => `<path d="M200 60C120 60 96 130 100 200 104 262 80 300 60 336H340C320 300 296 262 300 200 304 130 280 60 200 60Z" fill="${p.main}" ${outline(p)}/>
<ellipse cx="200" cy="188" rx="56" ry="72" fill="#e9c4a6"/>
<path d="M144 176C150 124 250 124 256 176 250 140 150 140 144 176Z" fill="${p.dark}"/>
<path d="M140 250C170 300 230 300 260 250 280 300 300 320 320 336H80C100 320 120 300 140 250Z" fill="${p.dark}" opacity=".6"/>
<circle cx="180" cy="188" r="5" fill="#4b3a2f"/><circle cx="220" cy="188" r="5" fill="#4b3a2f"/>
<path d="M186 226Q200 236 214 226" fill="none" stroke="#b06f5a" stroke-width="4" stroke-linecap="round"/>
${sheen('M120 120C130 90 160 72 190 68 150 100 130 160 128 230 110 200 112 150 120 120Z')}`,
};
