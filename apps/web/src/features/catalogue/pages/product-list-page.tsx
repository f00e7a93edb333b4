export function ProductListPage() {
  return null;
}
