import 'fake-indexeddb/auto';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addIndexFields,
  closeMirror,
  openMirror,
  writeMeta,
  type MirrorDb,
  type MirrorRow,
} from '../../lib/db';
import { runImportJob } from '../../lib/list-import/import-job';
import { rowChange, type NewChange } from '../../lib/sync';
import { ImportScreen } from './import-screen';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const LABELS = {
  email: { id: 'Email', message: 'Email' },
  firstName: { id: 'First name', message: 'First name' },
  phone: { id: 'Phone', message: 'Phone' },
};

let db: MirrorDb;

beforeEach(async () => {
  db = await openMirror(`user-${crypto.randomUUID()}`);
  // The first download has ended: the device copy is whole.
  await writeMeta(db, 'cursor', 'c1');
});

afterEach(async () => {
  cleanup();
  closeMirror();
  await db.delete();
});

/** A row's change as a store's builder makes it: a create, or the changed fields of the device's row. */
const changeOf = vi.fn((values: Record<string, unknown>, existing: MirrorRow | undefined): NewChange => {
  const id = crypto.randomUUID();
  return existing
    ? rowChange('clients', existing as MirrorRow & { version: number }, '/Client/update', values)
    : {
        entity: 'clients' as const,
        entityId: id,
        baseVersion: 0,
        create: true,
        patch: values,
        request: { method: 'POST' as const, path: '/Client/create', body: { id, ...values } },
      };
});

/** The account type's options, as the client import page passes them. */
const CHOICE_LABELS = {
  accountType: { Corporate: msg`Corporate`, Individual: msg`Individual` },
};

function renderScreen() {
  return render(
    <I18nProvider i18n={i18n}>
      <ImportScreen
        db={db}
        area="clients"
        title="Import Clients"
        fieldLabels={LABELS}
        choiceLabels={CHOICE_LABELS}
        changeOf={changeOf}
        onDone={() => undefined}
        run={(request) => Promise.resolve(runImportJob(request))}
      />
    </I18nProvider>,
  );
}

async function chooseFile(text: string, name = 'clients.csv') {
  const input = screen.getByLabelText<HTMLInputElement>('Spreadsheet file (CSV or XLSX)');
  await waitFor(() => expect(input.disabled).toBe(false));
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const CSV = [
  'accountType,firstName,lastName,email,phone',
  'Individual,Siti,Aminah,siti@x.my,012-345-6789',
  'Individual,Ali,Bakar,ALI@x.my,012-345-6780',
  'Individual,Chong,Wei,not-an-email,012-345-6781',
].join('\n');

describe('import screen (docs/ARCHITECTURE.md, Import)', () => {
  it('reads a file, previews the counts, takes a fix and sends one op per row, then sums up', async () => {
    await db.rows('clients').put(
      addIndexFields('clients', {
        id: 'c-ali',
        version: 2,
        accountType: 'Individual',
        companyName: null,
        employeeCount: null,
        title: 'MR',
        firstName: 'Ali',
        lastName: 'Bakar',
        referralCode: null,
        defaultCurrency: 'MYR',
        bookingPccCode: 'KUL1A',
        email: 'ali@x.my',
        phone: '012-000-0000',
      }),
    );
    renderScreen();
    await chooseFile(CSV);
    // The first file waits for the other language's catalog (headers and choices in any language).
    const counts = await screen.findByRole('list', { name: 'Check result' }, { timeout: 5000 });
    expect(counts.textContent).toContain('New: 1');
    expect(counts.textContent).toContain('Would update: 1');
    expect(counts.textContent).toContain('With errors: 1');
    const cell = screen.getByLabelText('Email, row 4');
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(cell, { target: { value: 'chong@x.my' } });
    fireEvent.blur(cell);
    await waitFor(() => expect(counts.textContent).toContain('New: 2'));
    expect(await db.outbox.count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send 3 rows' }));
    await screen.findByText('0 of 3 rows sent');
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.map((op) => op.path)).toEqual(['/Client/create', '/Client/update', '/Client/create']);
    // The columns the file leaves out keep the record's values (not the new form's NA and blank).
    expect(ops[1]).toMatchObject({ entityId: 'c-ali', baseVersion: 2 });
    expect(ops[1]?.body).toMatchObject({ title: 'MR', bookingPccCode: 'KUL1A', phone: '012-345-6780' });

    // The server accepts two (their ops leave the outbox) and refuses the third.
    await db.outbox.bulkDelete([ops[0]?.seq, ops[1]?.seq] as number[]);
    await db.outbox
      .where('id')
      .equals(ops[2]?.id ?? '')
      .modify({
        state: 'failed',
        error: { status: 409, code: 'client.emailTaken', message: 'This email is already used.' },
      });
    const summary = await screen.findByRole('region', { name: 'Import summary' });
    expect(summary.textContent).toContain('Created: 1');
    expect(summary.textContent).toContain('Updated: 1');
    expect(summary.textContent).toContain('Refused: 1');
    within(summary).getByText('Row 4: This email is already used.');
    screen.getByRole('button', { name: 'Download refused rows' });
    // The first file loads the other language's catalog: slow on a busy machine.
  }, 15_000);

  it('asks for the field of a column it cannot match, then previews', async () => {
    renderScreen();
    await chooseFile(CSV.replace(',email,', ',E-mail address,'));
    const column = await screen.findByLabelText('Column “E-mail address”');
    expect((screen.getByRole('button', { name: 'Check the rows' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(column, { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect((await screen.findByRole('list', { name: 'Check result' })).textContent).toContain('New: 2');
  });

  it('with the key column, a file missing required columns may go on: its known rows are updates', async () => {
    renderScreen();
    await chooseFile(CSV.replace('accountType,firstName,', 'accountType,Nickname,'));
    await screen.findByLabelText('Column “Nickname”');
    screen.getByText(/New rows need a column for: First name/);
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    const counts = await screen.findByRole('list', { name: 'Check result' });
    // The rows are new here: each is refused at its missing cell.
    expect(counts.textContent).toContain('With errors: 3');
    screen.getByLabelText('First name, row 2');
  });

  it("reads a choice cell by its label in the other language: a Malay user's export", async () => {
    renderScreen();
    await chooseFile(CSV.replaceAll('Individual,', 'individu,'));
    const counts = await screen.findByRole('list', { name: 'Check result' });
    expect(counts.textContent).toContain('New: 2');
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 rows' }));
    await screen.findByText('0 of 2 rows sent');
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.map((op) => (op.body as { accountType: string }).accountType)).toEqual([
      'Individual',
      'Individual',
    ]);
  });

  it('waits for the device copy before a file is read: a known record could look new', async () => {
    await db.meta.delete('cursor');
    renderScreen();
    await screen.findByText(/still downloading/);
    expect(screen.getByLabelText<HTMLInputElement>('Spreadsheet file (CSV or XLSX)').disabled).toBe(true);
  });

  it('says why a file is not read, in words', async () => {
    renderScreen();
    await chooseFile('%PDF-1.7', 'clients.pdf');
    expect((await screen.findByRole('alert')).textContent).toContain('This file is not a spreadsheet.');
  });

  it('shows a half-sent import again after a reload, from its record and the outbox', async () => {
    renderScreen();
    await chooseFile(CSV);
    fireEvent.click(await screen.findByRole('button', { name: 'Send 2 rows' }));
    await screen.findByText('0 of 2 rows sent');
    const [first] = await db.outbox.toArray();
    cleanup();
    await db.outbox.delete(first?.seq ?? 0);
    renderScreen();
    await screen.findByText('1 of 2 rows sent');
    expect(screen.getByRole('progressbar', { name: 'Sending clients.csv' }).getAttribute('value')).toBe('1');
  });
});
