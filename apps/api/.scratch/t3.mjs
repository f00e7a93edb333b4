import sharp from 'sharp';
const mk = (body, s=800) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 800 800"><defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fed7aa"/></radialGradient><linearGradient id="lg" x2="0" y2="1"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fed7aa"/></linearGradient></defs>${body}</svg>`);
async function time(label, buf, n=10){ const t=performance.now(); for(let i=0;i<n;i++) await sharp(buf).raw().toBuffer(); console.log(label, ((performance.now()-t)/n).toFixed(1)); }
await time('empty', mk(''));
await time('flat rect', mk('<rect width="800" height="800" fill="#fed7aa"/>'));
await time('linear', mk('<rect width="800" height="800" fill="url(#lg)"/>'));
await time('radial', mk('<rect width="800" height="800" fill="url(#bg)"/>'));
await time('empty 400', mk('',400));
const t=performance.now(); for(let i=0;i<10;i++) await sharp({create:{width:800,height:800,channels:3,background:'#fff'}}).raw().toBuffer(); console.log('create', (performance.now()-t)/10);
