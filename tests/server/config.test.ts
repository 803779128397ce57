import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('DATABASE_POOL_SIZE', () => {
  it('keeps 10 connections unless told otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it('refuses a size that is not a whole number from 1 to 200, naming the variable', () => {
    for (const bad of ['0', '-3', '2.5', 'many', '201']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('mail settings', () => {
  it('writes mail to files unless SMTP_URL is set, and refuses a URL that is not SMTP', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://user:pw@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('builds links from PUBLIC_URL, never from a request', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe(
      'https://portal.example.com',
    );
  });
});

describe('supplier on tax invoices', () => {
  const real = {
    SUPPLIER_NAME: 'CarGo Pty Ltd',
    SUPPLIER_ABN: '53 004 085 616',
    SUPPLIER_ADDRESS: '100 Market Street, Sydney NSW 2000',
  };

  it('uses plainly demo values outside production', () => {
    expect(loadConfig({}).supplier).toEqual({
      name: 'CarGo Demo Pty Ltd',
      abn: '51824753556',
      address: '1 Example Street, Sydney NSW 2000',
    });
  });

  it('requires all three in production, naming each', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/SUPPLIER_NAME.*SUPPLIER_ABN.*SUPPLIER_ADDRESS/);
    expect(loadConfig({ ...production, ...real }).supplier.abn).toBe('53004085616');
  });

  it('refuses an ABN whose check digits do not add up', () => {
    expect(() => loadConfig({ ...real, SUPPLIER_ABN: '53 004 085 617' })).toThrow(/SUPPLIER_ABN/);
    expect(() => loadConfig({ ...real, SUPPLIER_ABN: '1234' })).toThrow(/SUPPLIER_ABN/);
  });
});
