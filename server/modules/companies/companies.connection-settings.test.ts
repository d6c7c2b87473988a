// Issue 17: where a company's stored secrets go, who may move it, and the demo's fixed set-up.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, type TestContext } from '../../../tests/support/app';
import { companies } from '../../db/schema';

const PASSWORD = 'abcd efgh ijkl mnop';
const API_KEY = 'apify_api_SECRET123';
const ADMIN_ONLY = 'Nur Administratoren dürfen SMTP-Host und SMTP-Port ändern';
const DEMO =
  'Im Demo-Modus lassen sich Absenderadresse, SMTP-Host und -Port, App-Passwort, Apify-API-Schlüssel und Actor-ID nicht ändern: die Demo simuliert E-Mail-Versand und Apify';

async function stored(ctx: TestContext, id = 1) {
  const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, id));
  const open = (v: string | null) => (v === null ? null : ctx.app.ctx.secrets.open(v));
  return { ...row, password: open(row.gmailPasswordSealed), apiKey: open(row.apifyApiKeySealed) };
}

describeApi('company connection settings', (ctx) => {
  /** Company 1 on smtp.a.example:587 as info@a.example, with an app password and an Apify key. */
  async function companyWithSecrets(cookie: string) {
    await ctx.request('POST', '/api/companies', cookie, { name: 'A', gmailEmail: 'info@a.example' });
    const admin = await ctx.signIn('admin');
    const put = await ctx.request('PUT', '/api/companies/1', admin.cookie, {
      name: 'A',
      gmailEmail: 'info@a.example',
      gmailPassword: PASSWORD,
      smtpHost: 'smtp.a.example',
      smtpPort: 587,
      apifyApiKey: API_KEY,
    });
    expect(put.json()).toMatchObject({ hasGmailPassword: true, hasApifyApiKey: true });
  }

  it('drops the stored app password when host, port or sender change, unless a new one comes along', async () => {
    const { cookie } = await ctx.signIn('admin');
    await companyWithSecrets(cookie);
    // The company modal sends host and port as loaded: nothing moves, the password stays.
    const same = await ctx.request('PATCH', '/api/companies/1', cookie, {
      name: 'A2',
      gmailEmail: 'info@a.example',
      gmailPassword: '',
      smtpHost: ' smtp.a.example ',
      smtpPort: '587',
    });
    expect(same.json()).toMatchObject({ name: 'A2', hasGmailPassword: true });
    expect((await stored(ctx)).password).toBe(PASSWORD);

    for (const [change, back] of [
      [{ smtpHost: 'mail.evil.example' }, { smtpHost: 'smtp.a.example' }],
      [{ smtpPort: 2525 }, { smtpPort: 587 }],
      [{ gmailEmail: 'andere@evil.example' }, { gmailEmail: 'info@a.example' }],
    ]) {
      const moved = await ctx.request('PATCH', '/api/companies/1', cookie, { ...change, gmailPassword: '' });
      expect(moved.statusCode, JSON.stringify(change)).toBe(200);
      expect(moved.json()).toMatchObject({ ...change, hasGmailPassword: false, hasApifyApiKey: true });
      expect((await stored(ctx)).gmailPasswordSealed).toBeNull();
      // Moving it back with the password typed again stores that one.
      const again = await ctx.request('PATCH', '/api/companies/1', cookie, {
        ...back,
        gmailPassword: PASSWORD,
      });
      expect(again.json()).toMatchObject({ hasGmailPassword: true });
    }

    // A new password with the move is kept: it was entered for the new server.
    const withNew = await ctx.request('PUT', '/api/companies/1', cookie, {
      name: 'A',
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      gmailPassword: 'neues-passwort',
    });
    expect(withNew.json()).toMatchObject({ smtpHost: '127.0.0.1', smtpPort: 2525, hasGmailPassword: true });
    const row = await stored(ctx);
    expect(row.password).toBe('neues-passwort');
    expect(row.apiKey).toBe(API_KEY);
  });

  it('drops the stored Apify key when the actor changes, unless a new key comes along', async () => {
    const { cookie } = await ctx.signIn('admin');
    await companyWithSecrets(cookie);
    const settings = { name: 'A', apifyApiKey: '' };
    const same = await ctx.request('PUT', '/api/companies/1', cookie, {
      ...settings,
      apifyActorId: 'compass/Google-Maps-Reviews-Scraper',
    });
    expect(same.json()).toMatchObject({ hasApifyApiKey: true });
    // Blank is the default actor, which is the stored one: no change either.
    expect(
      (await ctx.request('PUT', '/api/companies/1', cookie, { ...settings, apifyActorId: '' })).json(),
    ).toMatchObject({ hasApifyApiKey: true });

    const moved = await ctx.request('PUT', '/api/companies/1', cookie, {
      ...settings,
      apifyActorId: 'jemand~anderer-actor',
    });
    expect(moved.json()).toMatchObject({
      apifyActorId: 'jemand~anderer-actor',
      hasApifyApiKey: false,
      hasGmailPassword: true,
    });
    expect((await stored(ctx)).apifyApiKeySealed).toBeNull();

    const withKey = await ctx.request('PUT', '/api/companies/1', cookie, {
      name: 'A',
      apifyActorId: 'nwua9Gu5YrADL7ZDj',
      apifyApiKey: 'apify_api_NEU',
    });
    expect(withKey.json()).toMatchObject({ apifyActorId: 'nwua9Gu5YrADL7ZDj', hasApifyApiKey: true });
    expect((await stored(ctx)).apiKey).toBe('apify_api_NEU');
  });

  it('lets only admins choose the SMTP host and port; managers change everything else', async () => {
    const manager = await ctx.signIn('manager');
    // The modal sends the default server on create: allowed.
    const created = await ctx.request('POST', '/api/companies', manager.cookie, {
      name: 'M',
      gmailEmail: 'm@gmail.com',
      gmailPassword: PASSWORD,
      smtpHost: 'smtp.gmail.com',
      smtpPort: '587',
    });
    expect(created.statusCode).toBe(201);
    for (const server of [
      { smtpHost: '10.0.0.5' },
      { smtpPort: 22 },
      { smtpHost: '127.0.0.1', smtpPort: 22 },
    ]) {
      const create = await ctx.request('POST', '/api/companies', manager.cookie, { name: 'X', ...server });
      expect(create.statusCode, JSON.stringify(server)).toBe(403);
      expect(create.json().message).toBe(ADMIN_ONLY);
      for (const method of ['PATCH', 'PUT'] as const) {
        const res = await ctx.request(method, '/api/companies/1', manager.cookie, {
          name: 'Umbenannt',
          ...server,
        });
        expect(res.statusCode, `${method} ${JSON.stringify(server)}`).toBe(403);
        expect(res.json().message).toBe(ADMIN_ONLY);
      }
    }
    // Nothing of a refused request was written.
    expect(await ctx.database.db.$count(companies)).toBe(1);
    expect(await stored(ctx)).toMatchObject({
      name: 'M',
      smtpHost: 'smtp.gmail.com',
      smtpPort: 587,
      password: PASSWORD,
    });

    // The rest stays the manager's: the name, the sender (which drops the password), the actor.
    const renamed = await ctx.request('PATCH', '/api/companies/1', manager.cookie, {
      name: 'M2',
      smtpHost: 'smtp.gmail.com',
      smtpPort: 587,
    });
    expect(renamed.json()).toMatchObject({ name: 'M2', hasGmailPassword: true });
    const sender = await ctx.request('PUT', '/api/companies/1', manager.cookie, {
      name: 'M2',
      gmailEmail: 'neu@gmail.com',
      gmailPassword: 'neues-passwort',
      apifyActorId: 'user/actor',
      mailDailyCap: 100,
    });
    expect(sender.json()).toMatchObject({
      gmailEmail: 'neu@gmail.com',
      hasGmailPassword: true,
      mailDailyCap: 100,
    });

    // An admin sets up a local relay.
    const admin = await ctx.signIn('admin');
    const relay = await ctx.request('PATCH', '/api/companies/1', admin.cookie, {
      smtpHost: '127.0.0.1',
      smtpPort: 25,
    });
    expect(relay.statusCode).toBe(200);
    expect(relay.json()).toMatchObject({ smtpHost: '127.0.0.1', smtpPort: 25, hasGmailPassword: false });
    const adminCreate = await ctx.request('POST', '/api/companies', admin.cookie, {
      name: 'Relay',
      smtpHost: 'localhost',
      smtpPort: 2525,
    });
    expect(adminCreate.statusCode).toBe(201);
  });

  it('takes only actor ids Apify knows the form of, with a German message', async () => {
    const { cookie } = await ctx.signIn('admin');
    await ctx.request('POST', '/api/companies', cookie, { name: 'A' });
    for (const actor of ['user/actor', 'user~actor', 'nwua9Gu5YrADL7ZDj', 'my.user/my_actor-2']) {
      const res = await ctx.request('PUT', '/api/companies/1', cookie, { name: 'A', apifyActorId: actor });
      expect(res.statusCode, actor).toBe(200);
      expect(res.json().apifyActorId).toBe(actor);
    }
    for (const actor of [
      '../../v2/users/me',
      'user/../me',
      '..',
      '.',
      'a/b/c',
      'user/actor?token=x',
      'user actor',
      'user/actor#x',
      'user%2Factor',
      'user/',
      '/actor',
      'user~',
      'benutzer/äktor',
    ]) {
      const res = await ctx.request('PUT', '/api/companies/1', cookie, { name: 'A', apifyActorId: actor });
      expect(res.statusCode, actor).toBe(400);
      expect(res.json().message).toBe(
        "Ungültige Actor-ID: erlaubt sind 'benutzer/actor', 'benutzer~actor' oder eine Actor-ID aus Buchstaben, Ziffern, '_', '-' und '.'",
      );
    }
    expect((await stored(ctx)).apifyActorId).toBe('my.user/my_actor-2');
  });
});

describeApi(
  'company connection settings in the demo',
  (ctx) => {
    it('refuses changes to sender, server, app password, Apify key and actor in German; the rest saves', async () => {
      const { cookie } = await ctx.signIn('admin');
      const [{ id }] = await ctx.database.db
        .insert(companies)
        .values({
          name: 'Demo GmbH',
          gmailEmail: 'demo@example.com',
          gmailPasswordSealed: ctx.app.ctx.secrets.seal(PASSWORD),
          smtpHost: '127.0.0.1',
          smtpPort: 2525,
          apifyApiKeySealed: ctx.app.ctx.secrets.seal(API_KEY),
        })
        .returning({ id: companies.id });
      const before = await stored(ctx, id);

      for (const change of [
        { gmailEmail: 'neu@example.com' },
        { smtpHost: 'smtp.gmail.com' },
        { smtpPort: 587 },
        { gmailPassword: 'anderes-passwort' },
        { apifyApiKey: 'apify_api_anders' },
        { apifyActorId: 'user/actor' },
      ]) {
        const res = await ctx.request('PUT', `/api/companies/${id}`, cookie, { name: 'Neu', ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(403);
        expect(res.json().message).toBe(DEMO);
      }
      const patch = await ctx.request('PATCH', `/api/companies/${id}`, cookie, { smtpPort: 25 });
      expect(patch.json().message).toBe(DEMO);
      expect(await stored(ctx, id)).toEqual(before);

      // The settings page as loaded, with blank secrets: saved.
      const page = await ctx.request('PUT', `/api/companies/${id}`, cookie, {
        name: 'Demo AG',
        gmailEmail: 'demo@example.com',
        gmailPassword: '',
        smtpHost: '127.0.0.1',
        smtpPort: '2525',
        apifyApiKey: '',
        apifyActorId: 'compass/Google-Maps-Reviews-Scraper',
        testMode: true,
      });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ name: 'Demo AG', testMode: true, hasGmailPassword: true });
      expect((await stored(ctx, id)).password).toBe(PASSWORD);

      // A new company: the default server without a password is fine, anything else not.
      expect((await ctx.request('POST', '/api/companies', cookie, { name: 'Neu' })).statusCode).toBe(201);
      for (const body of [
        { name: 'X', gmailPassword: PASSWORD },
        { name: 'X', smtpHost: '10.0.0.5' },
      ]) {
        const res = await ctx.request('POST', '/api/companies', cookie, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(DEMO);
      }
    });
  },
  { config: () => ({ demo: true }) },
);
