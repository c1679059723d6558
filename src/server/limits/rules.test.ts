import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS, addressKey, refusal, scaledLimits, waitOver, waitText } from './rules';

describe('waitText', () => {
  it('says the wait in seconds, minutes or hours, rounded up', () => {
    expect(waitText(0)).toBe('em 1 segundo');
    expect(waitText(1)).toBe('em 1 segundo');
    expect(waitText(30)).toBe('em 30 segundos');
    expect(waitText(59.2)).toBe('em 1 minuto');
    expect(waitText(60)).toBe('em 1 minuto');
    expect(waitText(61)).toBe('em 2 minutos');
    expect(waitText(600)).toBe('em 10 minutos');
    expect(waitText(3599)).toBe('em 1 hora');
    expect(waitText(3600)).toBe('em 1 hora');
    expect(waitText(12 * 3600)).toBe('em 12 horas');
    expect(waitText(24 * 3600 - 1)).toBe('em 24 horas');
  });
});

describe('refusal', () => {
  it('says what and when, and waits whole seconds, at least one', () => {
    expect(refusal('Muitas exportações em pouco tempo.', 170_001)).toEqual({
      message: 'Muitas exportações em pouco tempo. Tente novamente em 3 minutos.',
      retryAfter: 171,
    });
    expect(refusal('Muitas buscas em pouco tempo.', -5).retryAfter).toBe(1);
  });
});

describe('waitOver', () => {
  const window = 60_000;
  it('is null while every counter is within its maximum', () => {
    expect(waitOver([{ count: 3, max: 3, startedAt: 0 }], window, 10_000)).toBeNull();
    expect(waitOver([], window, 10_000)).toBeNull();
  });

  it('waits for the last window to end among the counters over their maximum', () => {
    const counters = [
      { count: 4, max: 3, startedAt: 0 },
      { count: 9, max: 5, startedAt: 20_000 },
      { count: 1, max: 5, startedAt: 50_000 },
    ];
    expect(waitOver(counters, window, 30_000)).toBe(50_000);
  });
});

describe('scaledLimits', () => {
  it('raises the maximums, per account and per address, and keeps the windows', () => {
    const scaled = scaledLimits(10);
    expect(scaled.search).toEqual({
      ...REQUEST_LIMITS.search,
      perAccount: REQUEST_LIMITS.search.perAccount * 10,
      perAddress: REQUEST_LIMITS.search.perAddress * 10,
    });
    expect(scaledLimits(1)).toEqual(REQUEST_LIMITS);
  });

  it('keeps every address limit well above its account limit (phones sharing an office)', () => {
    for (const limit of Object.values(REQUEST_LIMITS)) {
      expect(limit.perAddress).toBeGreaterThanOrEqual(limit.perAccount * 6);
    }
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, and reads one mapped into IPv6 as IPv4', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:0:12::/64';
    expect(addressKey('2001:db8:0:12::1')).toBe(key);
    expect(addressKey('2001:0DB8:0000:0012:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8::12:0:0:0:9')).toBe('2001:db8:0:12::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything it cannot read as it is', () => {
    for (const odd of ['unknown', '1::2::3', '1:2:3', 'zz::1', '1:2:3:4:5:6:7:8:9']) {
      expect(addressKey(odd)).toBe(odd);
    }
  });
});
