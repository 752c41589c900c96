import { expect } from '@playwright/test';
import { mailUrl } from './stack';

export interface Mail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Mails sent to `address`, oldest first (the local stack's outbox JSON API). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mail outbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail to `address` whose subject matches, and returns its first link. */
export async function linkFromMail(address: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(address)).filter((m) => subject.test(m.subject)).at(-1);
        link = mail?.links[0];
        return link;
      },
      { message: `a mail '${subject}' to ${address}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}
