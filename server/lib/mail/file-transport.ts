/**
 * The file transport: one JSON file per message under DATA_DIR/mail, named so that sorting the
 * names sorts by time. Development and tests read them back through the dev mail page.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mailer';

export type StoredMail = MailMessage & { id: string; from: string; sentAt: string };

let sequence = 0;

export async function writeMailFile(dir: string, from: string, message: MailMessage): Promise<void> {
  await mkdir(dir, { recursive: true });
  const sentAt = new Date();
  sequence = (sequence + 1) % 1_000_000;
  const id = `${sentAt.getTime()}-${String(sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
  const stored: StoredMail = { id, from, sentAt: sentAt.toISOString(), ...message };
  await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listMailFiles(dir: string, to?: string, limit = 50): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  names.sort().reverse();
  const wanted = to?.toLowerCase();
  const found: StoredMail[] = [];
  for (const name of names) {
    const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMail;
    if (!wanted || mail.to.toLowerCase() === wanted) found.push(mail);
    if (found.length >= limit) break;
  }
  return found;
}
