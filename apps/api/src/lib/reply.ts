/** The success envelope every route answers with (ARCHITECTURE.md, The API contract). */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}
