import { ApiError, apiErrorOf, type Envelope, tokenAfterUnauthorized } from './api-client';
import { useAuthStore } from './auth-store';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** How much of the body has gone up, 0 to 1; starts again from 0 if the call is retried after a refresh. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  statusText: string;
  envelope: Envelope<unknown> | null;
}

function parse(text: string): Envelope<unknown> | null {
  try {
    return JSON.parse(text) as Envelope<unknown>;
  } catch {
    return null;
  }
}

/** One XMLHttpRequest: fetch cannot report upload progress, this can. */
function sendOnce(path: string, options: UploadOptions, token: string | null): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, envelope: parse(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'Network error'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was aborted', 'AbortError'));
    };
    options.onProgress?.(0);
    xhr.send(options.body);
  });
}

/**
 * Sends a multipart body to the API like `apiRequest` does (bearer token, cookies, the envelope unwrapped,
 * the server's message in the ApiError, one refresh and one retry after a 401), reporting upload progress.
 */
export async function uploadWithProgress<T>(path: string, options: UploadOptions): Promise<T> {
  if (options.signal?.aborted) throw new DOMException('The upload was aborted', 'AbortError');
  const sentToken = useAuthStore.getState().token;
  let answer = await sendOnce(path, options, sentToken);
  if (answer.status === 401) {
    const token = await tokenAfterUnauthorized(sentToken);
    if (token) answer = await sendOnce(path, options, token);
  }
  const { status, statusText, envelope } = answer;
  if (status < 200 || status >= 300 || !envelope || envelope.success === false) {
    throw apiErrorOf(status, statusText, envelope);
  }
  return envelope.data as T;
}
