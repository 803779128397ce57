import { Writable } from 'node:stream';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../server/db/schema';
import { refusalForDatabaseError } from '../../../server/plugins/database-errors';
import { backends, profileUpdate, signUp, startApp, type SignedUp, type TestApp } from '../harness';

type Answer = { status: number; body: { status: boolean; message: string } };

/**
 * Issue 11 item 10: a NUL byte in any text answered 500, signed out too, and the failed query
 * was logged with its parameters (a password hash among them). Text fields now refuse control
 * characters by name, database errors map to a safe status, and no query parameter is logged.
 */
for (const backend of backends) {
  describe(`control characters in text (${backend})`, () => {
    let t: TestApp;
    let alex: SignedUp;
    const logLines: string[] = [];

    beforeAll(async () => {
      const logStream = new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      });
      t = await startApp(backend, { logLevel: 'trace' }, { logStream });
      alex = await signUp(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    async function call(
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      cookie?: string,
    ): Promise<Answer> {
      const response = await t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        ...(cookie ? { headers: { cookie } } : {}),
      });
      return { status: response.statusCode, body: response.json() };
    }

    function expectRefused(answer: Answer, field: string) {
      expect(answer.status, answer.body.message).toBe(400);
      expect(answer.body.status).toBe(false);
      expect(answer.body.message).toContain(field);
      expect(answer.body.message).toContain('control characters');
    }

    it('refuses a NUL in the sign-in email, signed out, naming the field', async () => {
      const answer = await call('POST', '/api/auth/login', {
        email: `${alex.user.email}\u0000`,
        password: alex.password,
      });
      expectRefused(answer, 'Email');
    });

    it('refuses a NUL in the email that asks for a password reset', async () => {
      const answer = await call('POST', '/api/auth/password/forgot', {
        email: `${alex.user.email}\u0000`,
      });
      expectRefused(answer, 'Email');
    });

    it('refuses NUL and other controls in the sign-up names', async () => {
      for (const [field, label] of [
        ['firstName', 'First name'],
        ['lastName', 'Last name'],
      ] as const) {
        for (const bad of ['A\u0000', 'A\u0007b', 'A\u001bb', 'A\u007fb']) {
          const answer = await call('POST', '/api/auth/register', {
            firstName: 'Jo',
            lastName: 'Citizen',
            email: `nul-${field}-${bad.charCodeAt(1)}@example.com`,
            password: 'correct-horse-battery',
            [field]: bad,
          });
          expectRefused(answer, label);
        }
      }
      const made = await t.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, 'nul-firstName-0@example.com'));
      expect(made).toEqual([]);
    });

    it('refuses search=%00 in the typeahead', async () => {
      const answer = await call('GET', '/api/vehicle/makes?search=%00', undefined, alex.cookie);
      expectRefused(answer, 'Search');
      const models = await call(
        'GET',
        '/api/vehicle/models?make=Toyota%00&search=',
        undefined,
        alex.cookie,
      );
      expectRefused(models, 'Make');
    });

    it('refuses a NUL in the profile and leaves it unchanged', async () => {
      const answer = await call(
        'POST',
        '/api/customer/update',
        {
          firstName: 'Jo',
          lastName: 'Citizen',
          company: 'Acme\u0000',
          address: '1 Main St',
          phoneNumber: '0412345678',
        },
        alex.cookie,
      );
      expectRefused(answer, 'Company');
      const rows = await t.db
        .select({ company: customers.company })
        .from(customers)
        .where(eq(customers.id, alex.user.id));
      expect(rows[0]?.company).not.toContain('Acme');
    });

    it('refuses a NUL in the vehicle wizard', async () => {
      const query = new URLSearchParams({ make: 'Toyota', model: 'Corolla', year: '2020' });
      const options = await call('GET', `/api/vehicle/options?${query}`, undefined, alex.cookie);
      const option = (options.body as unknown as { data: { id: string }[] }).data[0];
      const answer = await call(
        'POST',
        '/api/customer/vehicle',
        {
          make: 'Toyota',
          model: 'Corolla',
          year: 2020,
          vehicleMasterId: option?.id,
          registerationNumber: 'ABC123',
          kmYearTravelled: 15_000,
          currentOdometer: 42_000,
          whoIsUsing: 'SELF',
          firstName: 'Alex\u0000',
          lastName: 'Driver',
          phoneNumber: '0412345678',
          emailAddress: 'alex@example.com',
          isVehicleUnderFinance: false,
          isVehicleInsurance: false,
          isReviewForInsurance: false,
          isEditRecord: false,
        },
        alex.cookie,
      );
      expectRefused(answer, 'First name');
    });

    it('refuses line breaks and tabs in names and every text that can reach a mail', async () => {
      // Issue 24 item 4: a first name with a line break and a phishing line went into the
      // portal's own reset mail.
      const phishing = [
        'Jo\nVerify your account at https://evil.example',
        'Jo\r\nX',
        'Jo\tX',
        'Jo\u2028X',
      ];
      for (const [field, label] of [
        ['firstName', 'First name'],
        ['lastName', 'Last name'],
      ] as const) {
        for (const bad of phishing) {
          const signUpAnswer = await call('POST', '/api/auth/register', {
            firstName: 'Jo',
            lastName: 'Citizen',
            email: `lines-${field.toLowerCase()}-${bad.charCodeAt(2)}@example.com`,
            password: 'correct-horse-battery',
            [field]: bad,
          });
          expectRefused(signUpAnswer, label);
          expectRefused(
            await call(
              'POST',
              '/api/customer/update',
              profileUpdate({ [field]: bad }),
              alex.cookie,
            ),
            label,
          );
        }
      }
      for (const [field, label] of [
        ['company', 'Company'],
        ['address', 'Address'],
        ['city', 'City'],
      ] as const) {
        expectRefused(
          await call(
            'POST',
            '/api/customer/update',
            profileUpdate({ [field]: 'A\nB' }),
            alex.cookie,
          ),
          label,
        );
      }
      const made = await t.db
        .select({ id: customers.id })
        .from(customers)
        .where(like(customers.email, 'lines-%'));
      expect(made).toEqual([]);
      const rows = await t.db
        .select({ firstName: customers.firstName })
        .from(customers)
        .where(eq(customers.id, alex.user.id));
      expect(rows[0]?.firstName).toBe(alex.user.firstName);

      // The names of a vehicle's user, in the wizard.
      const query = new URLSearchParams({ make: 'Toyota', model: 'Corolla', year: '2020' });
      const options = await call('GET', `/api/vehicle/options?${query}`, undefined, alex.cookie);
      const option = (options.body as unknown as { data: { id: string }[] }).data[0];
      for (const [field, label] of [
        ['firstName', 'First name'],
        ['lastName', 'Last name'],
      ] as const) {
        const answer = await call(
          'POST',
          '/api/customer/vehicle',
          {
            make: 'Toyota',
            model: 'Corolla',
            year: 2020,
            vehicleMasterId: option?.id,
            registerationNumber: 'ABC123',
            kmYearTravelled: 15_000,
            currentOdometer: 42_000,
            whoIsUsing: 'OTHER',
            firstName: 'Sam',
            lastName: 'Driver',
            phoneNumber: '0412345678',
            emailAddress: 'sam@example.com',
            isVehicleUnderFinance: false,
            isVehicleInsurance: false,
            isReviewForInsurance: false,
            isEditRecord: false,
            [field]: 'Sam\nVerify your account at https://evil.example',
          },
          alex.cookie,
        );
        expectRefused(answer, label);
      }
    });

    it('maps a database refusal of a value to 400 and never logs its parameters', async () => {
      const before = logLines.length;
      let failure: unknown;
      try {
        // A query the contract would never let through: the database itself refuses the NUL.
        await t.db.select().from(customers).where(eq(customers.email, 'x\u0000secret-param'));
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeInstanceOf(Error);
      expect(refusalForDatabaseError(failure)).toEqual({
        status: 400,
        message: 'The request holds a value that cannot be stored',
      });
      t.app.log.error({ err: failure }, 'request failed');
      const logged = logLines.slice(before).join('\n');
      expect(logged).toContain('Failed query');
      expect(logged).toContain('"code":"22021"');
      expect(logged).not.toContain('secret-param');
      expect(logged).not.toContain('params');
    });

    it('logs no query parameter and no password hash through all of the above', () => {
      const everything = logLines.join('\n');
      expect(everything).not.toMatch(/scrypt\$/);
      expect(everything).not.toContain('"params"');
      expect(everything).not.toContain('params:');
      expect(everything).not.toContain(alex.password);
    });
  });
}
