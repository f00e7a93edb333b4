import { useAuthStore } from './auth-store';

/**
 * Fetches a file from the API with the bearer token and hands it to the browser as `filename`
 * (an invoice PDF). Throws on a failed answer; the caller decides what the user sees.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = useAuthStore.getState().token;
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Download of ${path} failed with HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
