/** A form cut off in transit (a dropped upload) is the sender's fault: a 400 that says so, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, type SignedIn } from '../test/accounts.ts';
import { signedInAs } from '../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const BOUNDARY = 'cutOffBoundary42';
/** The name field arrives whole; the picture after it stops half way and the closing boundary never comes. */
const cutOff = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="categoryName"\r\n\r\nHalf sent\r\n`),
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="categoryImage"; filename="a.jpg"\r\n`),
  Buffer.from('Content-Type: image/jpeg\r\n\r\n'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
]);
const sendCutOff = (url: string, body = cutOff, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  call(t, 'POST', url, body, { token: admin.accessToken, headers: { 'content-type': contentType } });

describe('a multipart form that does not arrive whole', () => {
  it('a category form cut off in the middle of its picture answers 400 with a message, and creates nothing', async () => {
    const response = await sendCutOff('/api/categories');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The form did not arrive whole. Please send it again.',
    });
    const names = (await call(t, 'GET', '/api/categories'))
      .json()
      .data.map((c: { categoryName: string }) => c.categoryName);
    expect(names).not.toContain('Half sent');
  });

  it('a profile photo cut off in the middle answers 400 too', async () => {
    const photoCutOff = Buffer.from(cutOff.toString('latin1').replace('categoryImage', 'profileImage'), 'latin1');
    const response = await sendCutOff('/api/user/upload-profile-image', photoCutOff);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The form did not arrive whole. Please send it again.',
    });
  });

  it('a multipart form without its boundary answers 400', async () => {
    const response = await sendCutOff('/api/categories', Buffer.from('categoryName=x'), 'multipart/form-data');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The form could not be read. Please send it again.' });
  });
});
