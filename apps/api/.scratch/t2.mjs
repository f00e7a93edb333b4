import sharp from 'sharp';
import fs from 'node:fs';
const svg = fs.readFileSync('/tmp/t1.png') && `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fed7aa"/></radialGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/><ellipse cx="400" cy="690" rx="260" ry="40" fill="url(#sh)"/>
<path d="M250 200 L330 170 Q400 210 470 170 L550 200 L640 300 L570 350 L540 320 L540 650 L260 650 L260 320 L230 350 L160 300 Z" fill="#2563eb" stroke="#1e3a8a" stroke-width="4"/>
</svg>`;
const buf = Buffer.from(svg);
async function time(label, fn, n=10){ const t=performance.now(); for(let i=0;i<n;i++) await fn(); console.log(label, ((performance.now()-t)/n).toFixed(1)); }
await time('raw', ()=>sharp(buf).raw().toBuffer());
await time('webp e0 noalpha', ()=>sharp(buf).removeAlpha().webp({quality:80,effort:0}).toBuffer());
await time('webp e2 noalpha', ()=>sharp(buf).removeAlpha().webp({quality:80,effort:2}).toBuffer());
await time('webp e4 noalpha', ()=>sharp(buf).removeAlpha().webp({quality:80}).toBuffer());
await time('webp e2 alpha', ()=>sharp(buf).webp({quality:80,effort:2}).toBuffer());
const t=performance.now(); await Promise.all(Array.from({length:40},()=>sharp(buf).removeAlpha().webp({quality:80,effort:2}).toBuffer())); console.log('par', (performance.now()-t)/40);
console.log((await sharp(buf).removeAlpha().webp({quality:80,effort:2}).toBuffer()).length);
