/** Toys, baby care, sports gear, books and stationery. */
import type { Drawing, Palette } from './colour.ts';

const stroke = (p: Palette) => `stroke="${p.line}" stroke-width="3" stroke-linejoin="round"`;
const gloss = (d: string) => `<path d="${d}" fill="#fff" opacity=".28"/>`;
const WILLOW = '#e9c98f';

export const leisure: Record<string, Drawing> = {
  teddy: (
    p,
  ) => `<g ${stroke(p)}><circle cx="128" cy="92" r="30" fill="${p.main}"/><circle cx="272" cy="92" r="30" fill="${p.main}"/>
<ellipse cx="200" cy="262" rx="92" ry="80" fill="${p.main}"/>
<ellipse cx="110" cy="232" rx="30" ry="46" fill="${p.main}" transform="rotate(30 110 232)"/><ellipse cx="290" cy="232" rx="30" ry="46" fill="${p.main}" transform="rotate(-30 290 232)"/>
<ellipse cx="140" cy="320" rx="38" ry="26" fill="${p.main}"/><ellipse cx="260" cy="320" rx="38" ry="26" fill="${p.main}"/>
<circle cx="200" cy="140" r="78" fill="${p.main}"/></g>
<circle cx="128" cy="92" r="14" fill="${p.light}"/><circle cx="272" cy="92" r="14" fill="${p.light}"/>
<ellipse cx="200" cy="168" rx="36" ry="28" fill="${p.light}"/><ellipse cx="200" cy="154" rx="12" ry="9" fill="#3f2a1d"/>
<circle cx="170" cy="124" r="8" fill="#1f1410"/><circle cx="230" cy="124" r="8" fill="#1f1410"/>
<ellipse cx="200" cy="270" rx="48" ry="44" fill="${p.light}"/>
<path d="M160 214Q200 236 240 214L232 240 200 226 168 240Z" fill="${p.accent}"/>`,

  blocks: (p) => {
    const cube = (
      x: number,
      y: number,
      colour: string,
    ) => `<g ${stroke(p)}><path d="M${x} ${y}l50 -22 50 22 -50 22Z" fill="${colour}" opacity=".75"/>
<path d="M${x} ${y}v70l50 22v-70Z" fill="${colour}"/><path d="M${x + 100} ${y}v70l-50 22v-70Z" fill="${colour}" opacity=".85"/></g>`;
    return `${cube(96, 250, '#ef4444')}${cube(204, 250, '#3b82f6')}${cube(150, 160, p.main)}
<circle cx="146" cy="300" r="12" fill="#fff" opacity=".8"/><path d="M240 290h30v30h-30Z" fill="#fff" opacity=".8"/><path d="M200 198l-14 26h28Z" fill="#fff" opacity=".85"/>`;
  },

  diaperPack: (p) => `<rect x="100" y="84" width="200" height="252" rx="30" fill="${p.main}" ${stroke(p)}/>
<rect x="100" y="84" width="200" height="40" rx="20" fill="${p.dark}"/>
<circle cx="200" cy="210" r="56" fill="#fde7d3" stroke="#fff" stroke-width="8"/>
<circle cx="182" cy="204" r="6" fill="#3f2a1d"/><circle cx="218" cy="204" r="6" fill="#3f2a1d"/>
<path d="M184 228Q200 240 216 228" fill="none" stroke="#c2410c" stroke-width="4" stroke-linecap="round"/>
<rect x="140" y="290" width="120" height="18" rx="9" fill="#fff" opacity=".85"/>
${gloss('M112 132H136V322Q112 320 112 300Z')}`,

  cricketBat: (
    p,
  ) => `<g transform="rotate(-28 200 200)"><rect x="188" y="20" width="24" height="110" rx="10" fill="${p.main}" ${stroke(p)}/>
<path d="M188 40H212M188 60H212M188 80H212M188 100H212" stroke="${p.dark}" stroke-width="3"/>
<path d="M176 126H224L232 360Q200 376 168 360Z" fill="${WILLOW}" stroke="#9a7b45" stroke-width="3"/>
<rect x="176" y="150" width="48" height="40" rx="4" fill="${p.main}"/><path d="M200 140V352" stroke="#c9a76a" stroke-width="4"/></g>
<circle cx="300" cy="300" r="30" fill="#b91c1c" stroke="#7f1d1d" stroke-width="3"/><path d="M276 282Q300 300 324 282" fill="none" stroke="#fef3c7" stroke-width="3" stroke-dasharray="4 4"/>`,

  cricketBall: (p) => `<circle cx="200" cy="210" r="120" fill="${p.main}" ${stroke(p)}/>
<path d="M110 130Q200 210 130 310M290 110Q210 210 270 310" fill="none" stroke="#fef3c7" stroke-width="6"/>
<path d="M110 130Q200 210 130 310M290 110Q210 210 270 310" fill="none" stroke="${p.dark}" stroke-width="14" stroke-dasharray="3 9" opacity=".7"/>
${gloss('M120 150Q150 100 210 96 150 130 132 200Z')}`,

  football: (p) => {
    const patch = (cx: number, cy: number, r: number) =>
      `<path d="${[0, 1, 2, 3, 4]
        .map((i) => {
          const a = ((i * 72 - 90) * Math.PI) / 180;
          return `${i ? 'L' : 'M'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
        })
        .join('')}Z" fill="${p.main}"/>`;
    return `<circle cx="200" cy="210" r="124" fill="#f8fafc" stroke="#334155" stroke-width="3"/>
${patch(200, 200, 40)}${patch(96, 170, 30)}${patch(304, 170, 30)}${patch(140, 300, 30)}${patch(262, 300, 30)}
<path d="M200 160V118M162 188 118 176M238 188 282 176M176 232 152 274M224 232 248 274" stroke="#334155" stroke-width="3"/>
${gloss('M110 150Q150 96 220 92 150 128 126 200Z')}`;
  },

  racket: (
    p,
    uid,
  ) => `<g transform="rotate(-30 200 200)"><clipPath id="${uid}r"><ellipse cx="200" cy="120" rx="74" ry="96"/></clipPath>
<g clip-path="url(#${uid}r)" stroke="#e2e8f0" stroke-width="2">${Array.from({ length: 15 }, (_, i) => `<path d="M${130 + i * 10} 20V220M120 ${30 + i * 13}H280"/>`).join('')}</g>
<ellipse cx="200" cy="120" rx="76" ry="98" fill="none" stroke="${p.main}" stroke-width="12"/>
<path d="M200 218V290" stroke="#475569" stroke-width="8"/><rect x="188" y="286" width="24" height="84" rx="10" fill="${p.dark}" ${stroke(p)}/></g>
<path d="M300 270L330 300 316 318 284 300Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/><circle cx="322" cy="316" r="12" fill="${p.accent}"/>`,

  dumbbell: (
    p,
  ) => `<rect x="120" y="226" width="160" height="20" rx="8" fill="#94a3b8" stroke="#475569" stroke-width="3"/>
<g ${stroke(p)}><rect x="70" y="170" width="40" height="132" rx="12" fill="${p.main}"/><rect x="104" y="186" width="26" height="100" rx="8" fill="${p.dark}"/>
<rect x="290" y="170" width="40" height="132" rx="12" fill="${p.main}"/><rect x="270" y="186" width="26" height="100" rx="8" fill="${p.dark}"/></g>
${gloss('M78 180H92V292H78Z')}${gloss('M298 180H312V292H298Z')}`,

  yogaMat: (p) => `<rect x="90" y="150" width="220" height="150" fill="${p.main}" ${stroke(p)}/>
<ellipse cx="310" cy="225" rx="40" ry="75" fill="${p.dark}" ${stroke(p)}/>
<path d="M310 165Q340 180 336 225T310 284Q290 250 300 220T322 200" fill="none" stroke="${p.light}" stroke-width="4"/>
<ellipse cx="90" cy="225" rx="40" ry="75" fill="${p.main}" ${stroke(p)}/>
<path d="M90 150H310M90 300H310" stroke="${p.line}" stroke-width="3"/>
<path d="M120 190H280M120 260H280" stroke="#fff" stroke-width="6" opacity=".25"/>
<path d="M180 290Q200 336 240 330" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`,

  book: (p) => `<path d="M112 70H290V322H112Z" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/>
<path d="M100 60H280Q290 60 290 70V312H110Q100 312 100 302Z" fill="${p.main}" ${stroke(p)}/>
<rect x="100" y="60" width="26" height="252" fill="${p.dark}"/>
<rect x="146" y="100" width="118" height="14" rx="4" fill="${p.accent}"/><rect x="160" y="124" width="90" height="9" rx="4" fill="#fff" opacity=".7"/>
<circle cx="205" cy="214" r="44" fill="#fff" opacity=".22"/><path d="M176 236 205 184 234 236Z" fill="${p.accent}" opacity=".9"/>
<rect x="150" y="276" width="110" height="8" rx="4" fill="#fff" opacity=".6"/>
<path d="M110 312Q110 330 126 330H290V312" fill="#f1f5f9" stroke="#94a3b8" stroke-width="3"/>`,

  notebook: (p) => `<rect x="110" y="66" width="190" height="270" rx="12" fill="${p.main}" ${stroke(p)}/>
${Array.from({ length: 9 }, (_, i) => `<rect x="98" y="${84 + i * 28}" width="28" height="10" rx="5" fill="#cbd5e1" stroke="#64748b" stroke-width="2"/>`).join('')}
<rect x="150" y="110" width="120" height="60" rx="8" fill="#fff" opacity=".9"/><path d="M164 132H256M164 150H232" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>
<path d="M286 66V336" stroke="${p.accent}" stroke-width="8"/>`,

  pens: (p) =>
    `${[-16, 0, 16]
      .map(
        (
          angle,
          i,
        ) => `<g transform="rotate(${angle} 200 330)"><rect x="${184}" y="70" width="32" height="230" rx="10" fill="${i === 1 ? p.main : i === 0 ? '#1e3a8a' : '#dc2626'}" ${stroke(p)}/>
<path d="M184 300H216L204 336H196Z" fill="#e5e7eb" ${stroke(p)}/><rect x="212" y="86" width="10" height="80" rx="4" fill="#cbd5e1"/></g>`,
      )
      .join('')}`,

  backpack: (p) => `<path d="M150 90Q150 50 200 50T250 90" fill="none" stroke="${p.line}" stroke-width="14"/>
<path d="M110 130Q110 86 160 86H240Q290 86 290 130V316Q290 336 270 336H130Q110 336 110 316Z" fill="${p.main}" ${stroke(p)}/>
<path d="M110 150Q200 180 290 150" fill="none" stroke="${p.dark}" stroke-width="4"/>
<rect x="140" y="218" width="120" height="96" rx="20" fill="${p.dark}" ${stroke(p)}/>
<path d="M152 240H248" stroke="${p.accent}" stroke-width="4" stroke-dasharray="6 4"/><rect x="230" y="232" width="10" height="22" rx="3" fill="${p.accent}"/>
${gloss('M122 140Q124 110 150 100V320H124Z')}`,
};
