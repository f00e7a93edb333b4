/**
 * What a page tells search engines and the sites its link is shared on (Facebook, Messenger,
 * WhatsApp, X): its head tags, its facts as JSON-LD, and (on the server) its HTTP status
 * (docs/decisions/026). One module, since every landing page uses all three.
 */
import { createContext, useContext, useEffect } from 'react';

export interface SharedImage {
  /** Absolute: the sites fetch it from their own servers. */
  url: string;
  alt: string;
}

export interface PageHeadProps {
  /** The whole title, shop name included. */
  title: string;
  description?: string;
  /** The page's one absolute address; shared links and search results use it. */
  canonicalUrl?: string;
  siteName: string;
  image?: SharedImage;
  /** A product page, with its price in taka and whether it can be bought. */
  product?: { price: number; inStock: boolean };
  /** Pages that must not be indexed: a search, a missing page. */
  noindex?: boolean;
}

/**
 * Title, description, canonical address, Open Graph and Twitter card tags. React puts these into the
 * document's head wherever they are rendered; the server moves them into the head of the first HTML
 * (apps/api/src/lib/page-renderer.ts), so a crawler that runs no script reads them.
 */
export function PageHead({ title, description, canonicalUrl, siteName, image, product, noindex }: PageHeadProps) {
  // A page drawn in the browser after the shell's: its description takes the place of the shell's
  // (on a page the server rendered, the server already left the shell's out).
  useEffect(() => {
    if (description) document.head.querySelector('meta[name="description"][data-shell]')?.remove();
  }, [description]);
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
      <meta property="og:type" content={product ? 'product' : 'website'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
      {image && <meta property="og:image" content={image.url} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      {product && <meta property="product:price:amount" content={String(product.price)} />}
      {product && <meta property="product:price:currency" content="BDT" />}
      {product && <meta property="product:availability" content={product.inStock ? 'in stock' : 'out of stock'} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {image && <meta name="twitter:image" content={image.url} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
    </>
  );
}

/**
 * Facts about the page for search engines, as schema.org JSON-LD. A script of this type is data:
 * the browser runs none of it, so the Content-Security-Policy, which allows inline scripts only by
 * hash, has nothing to block (docs/decisions/020).
 */
export function StructuredData({ data }: { data: object }) {
  // No '<' may end the element early, whatever a product's name says.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * Where a page rendered on the server reports its HTTP status: 404 when what the address names does
 * not exist. The server's renderer provides it (src/entry-server.tsx); the browser has none, since
 * a page's status is of use only in the server's answer.
 */
export const PageStatusContext = createContext<((status: number) => void) | null>(null);

/** Marks the page being rendered as answering `code`; renders nothing. */
export function PageStatus({ code }: { code: number }) {
  useContext(PageStatusContext)?.(code);
  return null;
}
