import { describe, expect, it } from 'vitest';

import { isPrivateAddress, pictureAddressProblem } from './picture-fetch.ts';

describe('which addresses a live shop never fetches pictures from', () => {
  it('refuses loopback, private, link-local, shared and reserved ranges, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'fd00::1',
      'fe80::1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '103.4.145.2', '172.32.0.1', '2606:4700:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('checks an address written as a number before anything is sent, unless private addresses are allowed', () => {
    expect(pictureAddressProblem('http://[::1]:8080/a.jpg', false)).toBe('it is an address of a private network');
    expect(pictureAddressProblem('http://0x7f.1/a.jpg', false)).toBe('it is an address of a private network');
    expect(pictureAddressProblem('http://127.0.0.1/a.jpg', true)).toBeNull();
    expect(pictureAddressProblem('https://cdn.example.com/a.jpg', false)).toBeNull();
    expect(pictureAddressProblem('https://user:secret@cdn.example.com/a.jpg', false)).toBe(
      'an address with a password is not fetched',
    );
    expect(pictureAddressProblem('file:///etc/passwd', false)).toBe('only http and https addresses are fetched');
    expect(pictureAddressProblem('http://', false)).toBe('it is not a web address');
  });
});
