/** Phones, audio, power banks and watches. */
import type { Drawing, Palette } from './colour.ts';

const GLASS = '#111827';

const screen = (p: Palette, uid: string, x: number, y: number, w: number, h: number, r: number) =>
  `<clipPath id="${uid}s"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>
<g clip-path="url(#${uid}s)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.dark}"/>
<circle cx="${x + w * 0.2}" cy="${y + h * 0.25}" r="${w * 0.7}" fill="${p.main}" opacity=".85"/>
<circle cx="${x + w * 0.95}" cy="${y + h * 0.85}" r="${w * 0.6}" fill="${p.light}" opacity=".7"/>
<path d="M${x} ${y}H${x + w * 0.7}L${x} ${y + h * 0.6}Z" fill="#fff" opacity=".12"/></g>`;

export const gadgets: Record<string, Drawing> = {
  phone: (p, uid) => `<rect x="126" y="36" width="148" height="304" rx="30" fill="${p.line}"/>
<rect x="130" y="40" width="140" height="296" rx="26" fill="${GLASS}"/>
${screen(p, uid, 138, 48, 124, 280, 20)}
<rect x="184" y="56" width="32" height="9" rx="4.5" fill="${GLASS}"/>
<path d="M124 110V140M276 96V120M276 130V168" stroke="${p.line}" stroke-width="4" stroke-linecap="round"/>
<rect x="178" y="314" width="44" height="4" rx="2" fill="#fff" opacity=".7"/>`,

  featurePhone: (p) => {
    const keys = [0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${160 + col * 28}" y="${232 + row * 22}" width="22" height="15" rx="5" fill="${p.light}"/>`,
        ),
      )
      .join('');
    return `<rect x="142" y="62" width="116" height="278" rx="26" fill="${p.main}" stroke="${p.line}" stroke-width="3"/>
<rect x="158" y="88" width="84" height="92" rx="6" fill="${GLASS}"/>
<rect x="164" y="94" width="72" height="80" rx="3" fill="#60a5fa"/><rect x="164" y="94" width="72" height="26" fill="#fff" opacity=".3"/>
<rect x="172" y="194" width="56" height="28" rx="12" fill="${p.dark}"/>${keys}
<rect x="182" y="72" width="36" height="6" rx="3" fill="${p.dark}"/>`;
  },

  earbuds: (
    p,
  ) => `<rect x="110" y="188" width="180" height="140" rx="62" fill="${p.main}" stroke="${p.line}" stroke-width="3"/>
<path d="M110 250H290" stroke="${p.dark}" stroke-width="3"/>
<path d="M128 212Q200 196 272 212" stroke="#fff" stroke-width="8" opacity=".3" fill="none" stroke-linecap="round"/>
<circle cx="200" cy="286" r="5" fill="#22c55e"/>
<g stroke="${p.line}" stroke-width="3"><ellipse cx="150" cy="140" rx="34" ry="30" fill="${p.main}"/><rect x="160" y="142" width="18" height="70" rx="9" fill="${p.main}"/>
<ellipse cx="254" cy="132" rx="34" ry="30" fill="${p.main}"/><rect x="226" y="134" width="18" height="70" rx="9" fill="${p.main}"/></g>
<ellipse cx="140" cy="134" rx="14" ry="12" fill="${p.dark}"/><ellipse cx="264" cy="126" rx="14" ry="12" fill="${p.dark}"/>`,

  headphones: (
    p,
  ) => `<path d="M108 230V190C108 110 150 66 200 66S292 110 292 190V230" fill="none" stroke="${p.line}" stroke-width="26" stroke-linecap="round"/>
<path d="M108 230V190C108 110 150 66 200 66S292 110 292 190V230" fill="none" stroke="${p.main}" stroke-width="18" stroke-linecap="round"/>
<g stroke="${p.line}" stroke-width="3"><rect x="70" y="196" width="78" height="128" rx="34" fill="${p.main}"/><rect x="252" y="196" width="78" height="128" rx="34" fill="${p.main}"/>
<rect x="122" y="206" width="34" height="108" rx="16" fill="${p.dark}"/><rect x="244" y="206" width="34" height="108" rx="16" fill="${p.dark}"/></g>
<path d="M84 220Q82 260 90 296M316 220Q318 260 310 296" stroke="#fff" stroke-width="7" opacity=".3" fill="none" stroke-linecap="round"/>`,

  powerBank: (
    p,
  ) => `<rect x="118" y="70" width="164" height="266" rx="26" fill="${p.main}" stroke="${p.line}" stroke-width="3"/>
<rect x="132" y="84" width="50" height="238" rx="16" fill="#fff" opacity=".16"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 20}" cy="290" r="5" fill="${i < 3 ? '#22c55e' : p.dark}"/>`).join('')}
<rect x="176" y="64" width="48" height="12" rx="4" fill="${p.line}"/>
<path d="M204 150 184 200H206L194 246 226 186H204L216 150Z" fill="${p.light}"/>`,

  smartWatch: (
    p,
    uid,
  ) => `<path d="M160 30H240L232 116H168ZM168 284H232L240 370H160Z" fill="${p.main}" stroke="${p.line}" stroke-width="3"/>
<path d="M170 52H230M170 76H230M170 324H230M170 348H230" stroke="${p.dark}" stroke-width="3"/>
<rect x="128" y="104" width="144" height="192" rx="40" fill="${GLASS}" stroke="${p.line}" stroke-width="3"/>
<rect x="272" y="160" width="10" height="36" rx="4" fill="${p.line}"/>
<clipPath id="${uid}w"><rect x="140" y="116" width="120" height="168" rx="30"/></clipPath>
<g clip-path="url(#${uid}w)" fill="none" stroke-width="11" stroke-linecap="round">
<circle cx="200" cy="200" r="46" stroke="#ef4444" stroke-dasharray="220 300"/><circle cx="200" cy="200" r="31" stroke="#22c55e" stroke-dasharray="150 300"/><circle cx="200" cy="200" r="16" stroke="#38bdf8" stroke-dasharray="70 300"/></g>`,

  fitnessBand: (
    p,
  ) => `<path d="M200 40C140 40 118 120 118 200S140 360 200 360 282 280 282 200 260 40 200 40Z" fill="none" stroke="${p.main}" stroke-width="34"/>
<path d="M200 40C140 40 118 120 118 200S140 360 200 360 282 280 282 200 260 40 200 40Z" fill="none" stroke="${p.line}" stroke-width="3" opacity=".6"/>
<rect x="244" y="130" width="68" height="140" rx="34" fill="${GLASS}" stroke="${p.line}" stroke-width="3"/>
<rect x="258" y="150" width="40" height="100" rx="20" fill="#1e293b"/>
<path d="M266 200H274L280 184 286 216 290 200H294" fill="none" stroke="#22d3ee" stroke-width="3.5" stroke-linejoin="round"/>`,
};
