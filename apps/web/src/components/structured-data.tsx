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
