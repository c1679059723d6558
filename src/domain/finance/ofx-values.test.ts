import { describe, expect, it } from 'vitest';
import {
  OFX_AMOUNT_INVALID,
  OFX_AMOUNT_TOO_HIGH,
  ofxText,
  readOfxAmount,
  readOfxDate,
} from './ofx-values';

describe('readOfxDate', () => {
  it.each([
    ['20240115', '2024-01-15'],
    ['20240115120000', '2024-01-15'],
    ['20240115120000.000', '2024-01-15'],
    ['20240115120000[-3:BRT]', '2024-01-15'],
    ['20240115000000[-03:EST]', '2024-01-15'],
    ['20240115000000[0:GMT]', '2024-01-15'],
    ['202401151200', '2024-01-15'],
    ['20240229', '2024-02-29'],
    [' 20240115 ', '2024-01-15'],
  ])('reads %j as %s, the day the bank wrote', (value, date) => {
    expect(readOfxDate(value)).toBe(date);
  });

  it.each([
    '',
    '2024011',
    '20240230',
    '20231301',
    '00000101',
    '19791231',
    '21010101',
    '2024-01-15',
    '15/01/2024',
    '20240115\u0000',
    '20240115120000[-3:BRT',
    `20240115[${'x'.repeat(100)}]`,
    '1e308',
  ])('refuses %j', (value) => {
    expect(readOfxDate(value)).toBeNull();
  });
});

describe('readOfxAmount', () => {
  it.each([
    ['-12.50', -1250],
    ['-12,50', -1250],
    ['12.5', 1250],
    ['+100', 10000],
    ['100.00', 10000],
    ['0.01', 1],
    ['-.5', -50],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567', 123456700],
    ['12.5000', 1250],
    [' -1 500,00 ', -150000],
    ['999999999.99', 99_999_999_999],
    ['0000012.30', 1230],
    ['-0.00', 0],
  ])('reads %j as %d centavos', (value, cents) => {
    expect(readOfxAmount(value)).toEqual({ ok: true, cents });
  });

  it('never gives -0', () => {
    const reading = readOfxAmount('-0');
    expect(reading.ok && Object.is(reading.cents, 0)).toBe(true);
  });

  it.each([
    ['', OFX_AMOUNT_INVALID],
    ['-', OFX_AMOUNT_INVALID],
    ['.', OFX_AMOUNT_INVALID],
    ['abc', OFX_AMOUNT_INVALID],
    ['1e308', OFX_AMOUNT_INVALID],
    ['12.345', OFX_AMOUNT_INVALID],
    ['1.2.3', OFX_AMOUNT_INVALID],
    ['12,3.45', OFX_AMOUNT_INVALID],
    ['1,23,4.56', OFX_AMOUNT_INVALID],
    ['--5', OFX_AMOUNT_INVALID],
    ['5-', OFX_AMOUNT_INVALID],
    ['12\u000050', OFX_AMOUNT_INVALID],
    ['NaN', OFX_AMOUNT_INVALID],
    ['Infinity', OFX_AMOUNT_INVALID],
    ['1000000000.00', OFX_AMOUNT_TOO_HIGH],
    ['9'.repeat(400), OFX_AMOUNT_TOO_HIGH],
  ])('refuses %j: %s', (value, reason) => {
    expect(readOfxAmount(value)).toEqual({ ok: false, reason });
  });
});

describe('ofxText', () => {
  it('decodes entities and cleans what no one reads', () => {
    expect(ofxText('PAG&amp;CIA\u0000  LTDA')).toBe('PAG&CIA LTDA');
    expect(ofxText('A&lt;B&gt;C &quot;x&quot; &apos;y&apos;')).toBe('A<B>C "x" \'y\'');
    expect(ofxText('A&#231;&#xE3;o')).toBe('Ação');
    expect(ofxText('&#0;&#xD800;x&#9999999;')).toBe('x');
    expect(ofxText('&unknown; &amp')).toBe('&unknown; &amp');
    expect(ofxText('linha\r\n\tdois')).toBe('linha dois');
    expect(ofxText('a\uD800b')).toBe('a\uFFFDb');
    expect(ofxText('   ')).toBeNull();
    expect(ofxText(undefined)).toBeNull();
  });
});
