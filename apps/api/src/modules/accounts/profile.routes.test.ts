import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema.ts';
import {
  call,
  cookieFrom,
  forgetCodeTimes,
  lastCodeTo,
  lastLinkTokenTo,
  makeAdmin,
  PASSWORD,
  signedInCustomer,
  uniqueEmail,
  uniquePhone,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const boundary = `----dokan${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function photo(width: number, height: number, withGps = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#1e6b52' } }).jpeg();
  return withGps
    ? image.withExif({ IFD0: { Copyright: 'Secret place', Artist: 'Camera' } }).toBuffer()
    : image.toBuffer();
}

describe('reading an account', () => {
  it('a customer reads their own account; another customer is refused; an admin reads any', async () => {
    const rahim = await signedInCustomer(t);
    const nusrat = await signedInCustomer(t);
    const own = await call(t, 'GET', `/api/user/get-single-user/${rahim.id}`, undefined, { token: rahim.accessToken });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ _id: rahim.id, email: rahim.email, role: 'user' });

    const other = await call(t, 'GET', `/api/user/get-single-user/${rahim.id}`, undefined, {
      token: nusrat.accessToken,
    });
    expect(other.statusCode).toBe(403);

    expect((await call(t, 'GET', `/api/user/get-single-user/${rahim.id}`)).statusCode).toBe(401);
    const malformed = await call(t, 'GET', '/api/user/get-single-user/42', undefined, { token: rahim.accessToken });
    expect(malformed.statusCode).toBe(400);

    await makeAdmin(t, nusrat.id);
    const admin = await call(t, 'GET', `/api/user/get-single-user/${rahim.id}`, undefined, {
      token: nusrat.accessToken,
    });
    expect(admin.statusCode).toBe(200);
    const missing = await call(t, 'GET', `/api/user/get-single-user/${crypto.randomUUID()}`, undefined, {
      token: nusrat.accessToken,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('updating the profile', () => {
  it('changes name and address, never role, flags or id', async () => {
    const customer = await signedInCustomer(t);
    const response = await call(
      t,
      'PUT',
      '/api/user/update-profile',
      {
        id: customer.id,
        name: 'Rahim U.',
        address: 'House 12, Road 5, Dhanmondi',
        role: 'admin',
        isEmailVerified: false,
      },
      { token: customer.accessToken },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully',
      data: { name: 'Rahim U.', address: 'House 12, Road 5, Dhanmondi', role: 'user', isEmailVerified: true },
    });
  });

  it("refuses another user's id and bad fields", async () => {
    const rahim = await signedInCustomer(t);
    const nusrat = await signedInCustomer(t);
    const other = await call(
      t,
      'PUT',
      '/api/user/update-profile',
      { id: rahim.id, name: 'Hacked' },
      { token: nusrat.accessToken },
    );
    expect(other.statusCode).toBe(403);
    const badPhone = await call(
      t,
      'PUT',
      '/api/user/update-profile',
      { id: rahim.id, phone: '0123' },
      { token: rahim.accessToken },
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Invalid phone number');
  });

  it('a new e-mail or phone is unverified until its link or code comes back; a taken one is a conflict', async () => {
    const customer = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const taken = await call(
      t,
      'PUT',
      '/api/user/update-profile',
      { id: customer.id, email: other.email },
      { token: customer.accessToken },
    );
    expect(taken.statusCode).toBe(409);

    const phone = uniquePhone();
    const email = uniqueEmail();
    const tooSoon = await call(
      t,
      'PUT',
      '/api/user/update-profile',
      { id: customer.id, email },
      { token: customer.accessToken },
    );
    expect(tooSoon.statusCode).toBe(429);
    await forgetCodeTimes(t, customer.id);
    const changed = await call(
      t,
      'PUT',
      '/api/user/update-profile',
      { id: customer.id, phone, email },
      { token: customer.accessToken },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ email, phone, isEmailVerified: false });

    expect(
      (await call(t, 'POST', '/api/user/verify-otp', { phone, code: await lastCodeTo(t, phone) })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'POST', '/api/user/verify-account', { token: await lastLinkTokenTo(t, email) })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ isEmailVerified: true, isPhoneVerified: true });
  });
});

describe('changing the password', () => {
  it('needs the current password, ends other sessions and keeps this one through a refresh', async () => {
    const customer = await signedInCustomer(t);
    const elsewhere = await call(t, 'POST', '/api/user/signin', { identifier: customer.email, password: PASSWORD });
    const elsewhereRefresh = cookieFrom(elsewhere, 'dokan_refresh')!;

    const body = {
      id: customer.id,
      currentPassword: 'wrong-one',
      newPassword: 'river-boat-77',
      confirmPassword: 'river-boat-77',
    };
    const wrong = await call(t, 'PATCH', '/api/user/change-password', body, { token: customer.accessToken });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');

    const mismatch = await call(
      t,
      'PATCH',
      '/api/user/change-password',
      { ...body, currentPassword: PASSWORD, confirmPassword: 'river-boat-78' },
      { token: customer.accessToken },
    );
    expect(mismatch.json().message).toBe("Passwords don't match");

    const changed = await call(
      t,
      'PATCH',
      '/api/user/change-password',
      { ...body, currentPassword: PASSWORD },
      { token: customer.accessToken, cookies: { dokan_refresh: customer.refreshToken } },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password changed successfully');

    const stale = await call(t, 'GET', `/api/user/get-single-user/${customer.id}`, undefined, {
      token: customer.accessToken,
    });
    expect(stale.statusCode).toBe(401);
    const refresh = (token: string) =>
      call(t, 'POST', '/api/user/refresh-token', undefined, { cookies: { dokan_refresh: token } });
    expect((await refresh(customer.refreshToken)).statusCode).toBe(200);
    expect((await refresh(elsewhereRefresh)).statusCode).toBe(401);
  });
});

describe('the profile photo', () => {
  it('is the default avatar until one is uploaded, and the API serves that picture', async () => {
    const customer = await signedInCustomer(t);
    const read = await call(t, 'GET', `/api/user/get-single-user/${customer.id}`, undefined, {
      token: customer.accessToken,
    });
    const url: string = read.json().data.profileImg;
    expect(url).toBe('/api/avatars/default.svg');
    const avatar = await call(t, 'GET', url);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
    expect(avatar.headers['cache-control']).toBe('public, max-age=86400');
    expect(avatar.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
  });

  it('stores a re-encoded WebP without metadata and serves it', async () => {
    const customer = await signedInCustomer(t);
    const { payload, headers } = multipart(
      { id: customer.id },
      { name: 'me.jpg', bytes: await photo(1200, 900, true), type: 'image/jpeg' },
    );
    const response = await call(t, 'POST', '/api/user/upload-profile-image', payload, {
      token: customer.accessToken,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.profileImg;
    expect(url).toMatch(/^\/api\/media\/profiles\//);
    const stored = await t.storage.get(url.replace('/api/media/', ''));
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();
    expect((await call(t, 'GET', url)).statusCode).toBe(200);
  });

  it('refuses a non-image renamed .jpg, an image over 5 MB, and another user', async () => {
    const customer = await signedInCustomer(t);
    const fake = multipart(
      { id: customer.id },
      { name: 'cat.jpg', bytes: Buffer.from('<?php echo 1; ?>'), type: 'image/jpeg' },
    );
    const refused = await call(t, 'POST', '/api/user/upload-profile-image', fake.payload, {
      token: customer.accessToken,
      headers: fake.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Please upload an image file/);

    const big = Buffer.concat([await photo(64, 64), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const huge = multipart({ id: customer.id }, { name: 'big.jpg', bytes: big, type: 'image/jpeg' });
    const tooLarge = await call(t, 'POST', '/api/user/upload-profile-image', huge.payload, {
      token: customer.accessToken,
      headers: huge.headers,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/larger than 5 MB/);

    const other = await signedInCustomer(t);
    const theirs = multipart({ id: other.id }, { name: 'me.jpg', bytes: await photo(64, 64), type: 'image/jpeg' });
    const forbidden = await call(t, 'POST', '/api/user/upload-profile-image', theirs.payload, {
      token: customer.accessToken,
      headers: theirs.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it("refuses a photo not sent as a multipart form with 400 and a message, as the shop's other forms do", async () => {
    const customer = await signedInCustomer(t);
    const response = await call(
      t,
      'POST',
      '/api/user/upload-profile-image',
      { id: customer.id },
      { token: customer.accessToken },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Please send the form as multipart/form-data' });
  });
});
