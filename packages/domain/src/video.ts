/** Product video links (spec section 5): YouTube watch, embed, shorts and short links with an 11-character id; Vimeo with a numeric id. */
export type ProductVideo =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .find((part) => /^\d+$/.test(part));
  return id ?? null;
}

export function parseProductVideo(link: string): ProductVideo | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youtubeId(url);
  if (yt) return { kind: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  const host = url.hostname.replace(/^(www\.|m\.|player\.)/, '');
  if (['youtube.com', 'youtu.be', 'vimeo.com'].includes(host)) return null;
  return { kind: 'file', url: url.toString() };
}
