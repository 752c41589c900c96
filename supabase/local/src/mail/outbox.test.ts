// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractLinks, Outbox } from './outbox';

const message = (to: string, subject: string) => ({
  to,
  subject,
  text: `${subject} text`,
  html: `<p>${subject}</p>`,
  links: [`http://127.0.0.1:54321/auth/v1/verify?token=${subject}`],
});

describe('Outbox', () => {
  it('lists newest first and filters by recipient case-insensitively', async () => {
    const outbox = new Outbox();
    await outbox.send(message('a@example.test', 'one'));
    await outbox.send(message('b@example.test', 'two'));
    await outbox.send(message('A@Example.test', 'three'));
    expect(outbox.list().map((m) => m.subject)).toEqual(['three', 'two', 'one']);
    expect(outbox.list('a@EXAMPLE.test').map((m) => m.subject)).toEqual(['three', 'one']);
    const [newest] = outbox.list();
    expect(newest).toMatchObject({
      to: 'A@Example.test',
      links: ['http://127.0.0.1:54321/auth/v1/verify?token=three'],
    });
    expect(newest?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(newest?.created_at ?? '')).not.toBeNaN();
  });

  it('clears everything or one recipient', async () => {
    const outbox = new Outbox();
    await outbox.send(message('a@example.test', 'one'));
    await outbox.send(message('b@example.test', 'two'));
    expect(outbox.clear('b@example.test')).toBe(1);
    expect(outbox.list().map((m) => m.subject)).toEqual(['one']);
    expect(outbox.clear()).toBe(1);
    expect(outbox.list()).toEqual([]);
  });

  it('keeps at most `limit` messages, dropping the oldest', async () => {
    const outbox = new Outbox({ limit: 2 });
    for (const s of ['one', 'two', 'three']) await outbox.send(message('a@example.test', s));
    expect(outbox.list().map((m) => m.subject)).toEqual(['three', 'two']);
  });

  it('persists to a file and survives a restart; a corrupt file starts empty', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'mail.json');
    const first = new Outbox({ file });
    await first.send(message('a@example.test', 'kept'));
    expect(new Outbox({ file }).list().map((m) => m.subject)).toEqual(['kept']);
    fs.writeFileSync(file, '{not json');
    expect(new Outbox({ file }).list()).toEqual([]);
  });

  it('takes links from the HTML when none are given', async () => {
    const outbox = new Outbox();
    await outbox.send({
      ...message('a@example.test', 'x'),
      links: [],
      html: '<a href="http://h/v?a=1&amp;b=2">go</a>',
    });
    expect(outbox.list()[0]?.links).toEqual(['http://h/v?a=1&b=2']);
    expect(extractLinks('<p>none</p>')).toEqual([]);
  });
});
