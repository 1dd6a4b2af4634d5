import { classifyAddress } from '../../src/adapters/http/address-classification';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'special'],
    ['192.0.2.10', 'special'],
    ['198.18.0.1', 'special'],
    ['224.0.0.1', 'special'],
    ['255.255.255.255', 'special'],
  ])('IPv4 %s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it.each([
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:81c::200e', 'public'],
    ['::1', 'loopback'],
    ['::', 'special'],
    ['fd00:ec2::254', 'private'],
    ['fc00::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'special'],
    ['2001:db8::1', 'special'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'special'],
    // IPv4 carried in IPv6 is judged by the IPv4 address it reaches.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['2002:a9fe:a9fe::1', 'link-local'],
    ['::127.0.0.1', 'special'],
  ])('IPv6 %s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('rejects host names', () => {
    expect(() => classifyAddress('localhost')).toThrow(TypeError);
  });
});
