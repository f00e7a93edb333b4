/**
 * Reads a multipart form (the admin's category, product, banner and logo forms) into its text
 * fields and its files, with one set of rules: a file over the upload limit is a 413, too many
 * files or an over-long field a 400 naming it, a form cut off or without its boundary a 400, an
 * empty file input (a browser sends one when no file was chosen) is no file at all.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_UPLOAD_BYTES } from '@dokan/domain';

import { badRequest, HttpError, invalidFields } from './errors.ts';

/** A text field sent once is a string, sent several times a list (the schemas accept both). */
export type FormFields = Record<string, string | string[]>;

export interface MultipartForm {
  fields: FormFields;
  /** Uploaded files by field name, in the order sent. */
  files: Record<string, Buffer[]>;
}

export interface FileField {
  /** How many files this field takes at most. */
  max: number;
  /** The 400 message when more are sent. */
  tooMany: string;
  /** A size limit of its own (a zip beside a CSV) and its 413 message; the form's otherwise. */
  size?: { max: number; tooLarge: string };
}

const errorCode = (error: unknown) => (error as { code?: string }).code;

/**
 * The parser's own complaints about a malformed body. They are plain Errors without a status, so
 * unrecognised they would be answered as our own failure (a 500).
 */
const CUT_OFF =
  /^(Unexpected end of (multipart data|form)|(Part|Preamble) terminated early due to unexpected end of multipart data)$/;
const UNREADABLE =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot have a length bigger than \d+\.)$/;

/**
 * The 400 for a multipart body the parser could not read, or undefined for any other error. The
 * error handler asks too, for routes that read their parts themselves (the profile photo).
 */
export function malformedForm(error: unknown): HttpError | undefined {
  if (!(error instanceof Error) || error instanceof HttpError || errorCode(error)) return undefined;
  if (CUT_OFF.test(error.message)) return badRequest('The form did not arrive whole. Please send it again.');
  if (UNREADABLE.test(error.message)) return badRequest('The form could not be read. Please send it again.');
  return undefined;
}

/** A form sent as anything but multipart/form-data is a 400, before a part is read. */
export function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw badRequest('Please send the form as multipart/form-data');
}

export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: Record<string, FileField>,
  /** Files other than pictures (a catalogue's CSV) have their own size limit and its 413. */
  fileSize: { max: number; tooLarge: string } = { max: MAX_IMAGE_UPLOAD_BYTES, tooLarge: IMAGE_TOO_LARGE_MESSAGE },
): Promise<MultipartForm> {
  requireMultipart(request);
  const fields: FormFields = {};
  const files: Record<string, Buffer[]> = {};
  const allowedFiles = Object.values(fileFields).reduce((sum, field) => sum + field.max, 0);
  const sizeOf = (field: string | undefined) => (field && fileFields[field]?.size) || fileSize;
  // The parser's limit is the largest; a field's own smaller one is checked once its file is read.
  const largest = Math.max(fileSize.max, ...Object.values(fileFields).map((field) => field.size?.max ?? 0));
  let reading: string | undefined;
  try {
    for await (const part of request.parts({
      // One more than allowed, so that "too many" is ours to report with its own message.
      limits: { fileSize: largest, files: allowedFiles + 1 },
    })) {
      if (part.type === 'file') {
        reading = part.fieldname;
        const bytes = await part.toBuffer();
        const rule = fileFields[part.fieldname];
        if (!rule || (bytes.length === 0 && !part.filename)) continue;
        if (bytes.length > sizeOf(part.fieldname).max) throw new HttpError(413, sizeOf(part.fieldname).tooLarge);
        const list = (files[part.fieldname] ??= []);
        list.push(bytes);
        if (list.length > rule.max) throw badRequest(rule.tooMany);
        continue;
      }
      if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
      const value = String(part.value);
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, sizeOf(reading).tooLarge);
    if (errorCode(error) === 'FST_FILES_LIMIT') {
      const rules = Object.values(fileFields);
      throw badRequest(rules.length === 1 ? rules[0]!.tooMany : 'Too many files in one form');
    }
    if (errorCode(error) === 'FST_FIELDS_LIMIT' || errorCode(error) === 'FST_PARTS_LIMIT') {
      throw badRequest('Too many fields in one form');
    }
    throw malformedForm(error) ?? error;
  }
  return { fields, files };
}

/** The first file of a field, or undefined. */
export function fileOf(form: MultipartForm, field: string): Buffer | undefined {
  return form.files[field]?.[0];
}

/** The form's text fields checked by a domain schema: a 400 naming each invalid field, the first one's message first. */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: FormFields): z.output<T> {
  const result = schema.safeParse(fields);
  if (!result.success) {
    throw invalidFields(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  return result.data;
}
