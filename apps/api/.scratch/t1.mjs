import sharp from 'sharp';
console.log(sharp.concurrency(), sharp.format.heif.output, Object.keys(sharp.format));
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fed7aa"/></radialGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<filter id="b"><feGaussianBlur stdDeviation="12"/></filter></defs>
<rect width="800" height="800" fill="url(#bg)"/><ellipse cx="400" cy="690" rx="260" ry="40" fill="url(#sh)"/>
<path d="M250 200 L330 170 Q400 210 470 170 L550 200 L640 300 L570 350 L540 320 L540 650 L260 650 L260 320 L230 350 L160 300 Z" fill="#2563eb" stroke="#1e3a8a" stroke-width="4"/>
<text x="400" y="100" font-size="60" text-anchor="middle" font-family="sans-serif">Hello 40%</text>
</svg>`;
let t=performance.now();
const buf = Buffer.from(svg);
for (let i=0;i<10;i++) await sharp(buf).webp({quality:80}).toBuffer();
console.log('webp seq per image', (performance.now()-t)/10);
t=performance.now();
for (let i=0;i<10;i++) await sharp(buf).webp({quality:80, effort:2}).toBuffer();
console.log('webp effort2 per image', (performance.now()-t)/10);
t=performance.now();
await Promise.all(Array.from({length:40},()=>sharp(buf).webp({quality:80, effort:2}).toBuffer()));
console.log('parallel per image', (performance.now()-t)/40);
await sharp(buf).png().toFile('/tmp/t1.png');
const w = await sharp(buf).webp().toBuffer();
t=performance.now(); await sharp(w).resize(500,500).avif().toBuffer(); console.log('avif 500', performance.now()-t);
t=performance.now(); await sharp(w).resize(500,500).avif({effort:2}).toBuffer(); console.log('avif 500 e2', performance.now()-t);
t=performance.now(); await sharp(w).resize(500,500).webp().toBuffer(); console.log('webp 500', performance.now()-t);
