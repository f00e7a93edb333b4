import { useEffect } from 'react';

/**
 * What a page tells search engines and the sites its link is shared on (Facebook, Messenger,
 * WhatsApp, X): title, description, canonical address, Open Graph and Twitter card tags. React puts
 * these into the document's head wherever they are rendered; the server moves them into the head
 * of the first HTML (apps/api/src/lib/page-renderer.ts), so a crawler that runs no script reads them.
 */
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
