import { vi } from 'vitest';

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  withCredentials: boolean;
}

export interface UploadAnswer {
  status: number;
  body: unknown;
}

/**
 * Stands in for the browser's XMLHttpRequest, which uploads use for their progress: `reply` answers each
 * request from what was sent (by default a success with no data), after reporting progress in two steps.
 * Returns every request sent, with its form.
 */
export function serveUploads(
  reply: (sent: SentUpload) => UploadAnswer = () => ({
    status: 200,
    body: { success: true, message: 'OK', data: null },
  }),
) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const request = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        body,
        withCredentials: this.withCredentials,
      };
      sent.push(request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        const answer = reply(request);
        this.status = answer.status;
        this.statusText = answer.status < 300 ? 'OK' : 'Error';
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** A form's text fields as an object (repeated fields as arrays), and its files by field name. */
export function formFields(body: FormData): { text: Record<string, string | string[]>; files: Record<string, File[]> } {
  const text: Record<string, string | string[]> = {};
  const files: Record<string, File[]> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value !== 'string') {
      (files[name] ??= []).push(value);
      continue;
    }
    const before = text[name];
    text[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return { text, files };
}
