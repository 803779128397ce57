import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { resolvePayoutKey } from '../../server/domain/payout/key';

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

describe('PUBLIC_URL in production', () => {
  const production = {
    SMTP_URL: 'smtps://user:pw@mail.example.com:465',
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(32),
    SUPPLIER_NAME: 'CarGo Pty Ltd',
    SUPPLIER_ABN: '53 004 085 616',
    SUPPLIER_ADDRESS: '100 Market Street, Sydney NSW 2000',
    PAYOUT_KEY: 'ab'.repeat(32),
  };

  it('is required: reset links would otherwise point at localhost', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: ' ' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://portal.example.com' }).publicUrl).toBe(
      'https://portal.example.com',
    );
  });
});

describe('SMTP_URL in production', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(32),
    PUBLIC_URL: 'https://portal.example.com',
    SUPPLIER_NAME: 'CarGo Pty Ltd',
    SUPPLIER_ABN: '53 004 085 616',
    SUPPLIER_ADDRESS: '100 Market Street, Sydney NSW 2000',
    PAYOUT_KEY: 'ab'.repeat(32),
  };

  it('is required: reset and invitation links would otherwise go to files and the log', () => {
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
    expect(() => loadConfig({ ...production, SMTP_URL: ' ' })).toThrow(/SMTP_URL/);
    expect(
      loadConfig({ ...production, SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl,
    ).toBe('smtps://user:pw@mail.example.com:465');
  });

  it('may be left unset outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).smtpUrl).toBeUndefined();
  });
});

describe('PAYOUT_KEY', () => {
  const production = {
    SMTP_URL: 'smtps://user:pw@mail.example.com:465',
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(32),
    PUBLIC_URL: 'https://portal.example.com',
    SUPPLIER_NAME: 'CarGo Pty Ltd',
    SUPPLIER_ABN: '53 004 085 616',
    SUPPLIER_ADDRESS: '100 Market Street, Sydney NSW 2000',
  };

  it('is required in production, and must be 32 bytes as hex or base64', () => {
    expect(() => loadConfig(production)).toThrow(/PAYOUT_KEY: required in production/);
    const hex = loadConfig({ ...production, PAYOUT_KEY: 'ab'.repeat(32) }).payoutKey;
    expect(hex?.length).toBe(32);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...production, PAYOUT_KEY: base64 }).payoutKey).toEqual(
      Buffer.alloc(32, 7),
    );
    for (const bad of ['ab'.repeat(16), 'not a key', Buffer.alloc(16).toString('base64')]) {
      expect(() => loadConfig({ PAYOUT_KEY: bad }), bad).toThrow(/PAYOUT_KEY/);
    }
  });

  it('is left to the data directory outside production', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cargo-payout-key-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      expect(config.payoutKey).toBeUndefined();
      const first = await resolvePayoutKey(config);
      expect(first.length).toBe(32);
      // Kept, and the same for every process on this directory.
      expect(await resolvePayoutKey(config)).toEqual(first);
      expect((await readFile(path.join(dir, 'payout.key'), 'utf8')).trim()).toBe(
        first.toString('hex'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('API_DOCS', () => {
  it('serves /api/docs unless told false, and refuses anything but true or false', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'no' })).toThrow(/API_DOCS/);
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
    const production = {
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://portal.example.com',
      PAYOUT_KEY: 'ab'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(/SUPPLIER_NAME.*SUPPLIER_ABN.*SUPPLIER_ADDRESS/);
    expect(loadConfig({ ...production, ...real }).supplier.abn).toBe('53004085616');
  });

  it('refuses an ABN whose check digits do not add up', () => {
    expect(() => loadConfig({ ...real, SUPPLIER_ABN: '53 004 085 617' })).toThrow(/SUPPLIER_ABN/);
    expect(() => loadConfig({ ...real, SUPPLIER_ABN: '1234' })).toThrow(/SUPPLIER_ABN/);
  });
});

describe('RECEIPT_STORE', () => {
  it('keeps receipts in the database unless told otherwise', () => {
    expect(loadConfig({}).receiptStore).toEqual({ kind: 'database' });
  });

  it('reads the S3 settings, with the receipts/ prefix and path-style off by default', () => {
    expect(
      loadConfig({
        RECEIPT_STORE: 's3',
        S3_BUCKET: 'cargo-receipts',
        S3_REGION: 'ap-southeast-2',
      }).receiptStore,
    ).toEqual({
      kind: 's3',
      bucket: 'cargo-receipts',
      region: 'ap-southeast-2',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: 'receipts/',
      credentials: undefined,
    });
    expect(
      loadConfig({
        RECEIPT_STORE: 's3',
        S3_BUCKET: 'b',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'portal/receipts/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).receiptStore,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'portal/receipts/',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses an S3 store without its bucket or region, half a key pair, or an unknown store', () => {
    expect(() => loadConfig({ RECEIPT_STORE: 's3', S3_REGION: 'ap-southeast-2' })).toThrow(
      /S3_BUCKET: required when RECEIPT_STORE=s3/,
    );
    expect(() => loadConfig({ RECEIPT_STORE: 's3', S3_BUCKET: 'b' })).toThrow(/S3_REGION/);
    expect(() =>
      loadConfig({
        RECEIPT_STORE: 's3',
        S3_BUCKET: 'b',
        S3_REGION: 'r',
        S3_ACCESS_KEY_ID: 'id',
      }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ RECEIPT_STORE: 'disk' })).toThrow(/RECEIPT_STORE/);
    expect(() => loadConfig({ S3_PREFIX: 'a b' })).toThrow(/S3_PREFIX/);
  });
});
