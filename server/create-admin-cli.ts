/**
 * `npm run create-admin [-- --username U --email E --first-name F --last-name L --password-file P]`
 * creates a staff Super Admin (Checker, active) in the configured database, migrating it first
 * (server/create-admin.ts). On a terminal it asks for what the flags do not give, the password
 * twice without echo; otherwise every field comes from the flags and the password from a file.
 * Exits 1 on a refusal (weak password, taken username), 2 on bad usage.
 */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { meetsPasswordPolicy } from '../src/contract';
import { AdminInputError, createAdmin, parseAdminInput, type AdminInput } from './create-admin';
import { bootstrapDb, withBootstrapLock } from './db/bootstrap';
import { openDb } from './db/client';
import { readEnv } from './env';

const HELP = `Usage: npm run create-admin [-- options]

Creates a staff Super Admin at Checker level, active, who signs in at once with the password
given (at least 8 characters with an uppercase letter, a digit and a symbol). On a terminal it
asks for anything the options leave out, the password without echo.

Options:
  --username U          3 to 30 letters, digits, '.', '-' or '_'
  --email E
  --first-name F
  --last-name L
  --password-file P     read the password from the first line of file P (needed without a terminal)
  -h, --help            show this help

Database: DATABASE_URL (PostgreSQL) when set, else PGlite under DATA_DIR (default ./data; stop
the server first: PGlite is one process).`;

class UsageError extends Error {}

const FIELDS = [
  ['username', 'username', 'Username'],
  ['email', 'email', 'Email'],
  ['firstName', 'first-name', 'First name'],
  ['lastName', 'last-name', 'Last name'],
] as const;

const values = readFlags();

function readFlags() {
  try {
    return parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'password-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)} (see --help)`);
    process.exit(2);
  }
}

const isTerminal = Boolean(process.stdin.isTTY && process.stdout.isTTY);

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const key of chunk) {
        if (key === '\r' || key === '\n') return finish();
        if (key === '\u0003' || key === '\u0004') return finish(new UsageError('Cancelled.'));
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key;
      }
    };
    stdin.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  for (;;) {
    const password = await askHidden('Password: ');
    if (!meetsPasswordPolicy(password)) {
      console.log('At least 8 characters with an uppercase letter, a digit and a symbol. Try again.');
      continue;
    }
    if ((await askHidden('Password again: ')) === password) return password;
    console.log('The two passwords differ. Try again.');
  }
}

async function readInput(): Promise<AdminInput> {
  const given = {
    username: values.username,
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
  const missing = FIELDS.filter(([key]) => given[key] === undefined);
  if (!isTerminal && (missing.length > 0 || !values['password-file'])) {
    const flags = [
      ...missing.map(([, flag]) => `--${flag}`),
      ...(values['password-file'] ? [] : ['--password-file']),
    ];
    throw new UsageError(`No terminal to ask on: give ${flags.join(', ')} (see --help).`);
  }
  if (missing.length > 0) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    try {
      for (const [key, , label] of missing) given[key] = (await prompt.question(`${label}: `)).trim();
    } finally {
      prompt.close();
    }
  }
  const passwordFile = values['password-file'];
  const password = passwordFile
    ? ((await readFile(passwordFile, 'utf8')).split(/\r?\n/)[0] ?? '')
    : await askPassword();
  return {
    username: given.username ?? '',
    email: given.email ?? '',
    firstName: given.firstName ?? '',
    lastName: given.lastName ?? '',
    password,
  };
}

async function main(): Promise<void> {
  const input = await readInput();
  // Refused before the database is opened (on PGlite that alone takes seconds).
  parseAdminInput(input);
  const env = readEnv();
  const db = await openDb(env);
  try {
    await bootstrapDb(db, { demo: env.demo });
    const { username } = await withBootstrapLock(db, (tx) => createAdmin(tx, input));
    console.log(
      `Created the Super Admin ${username} (staff, Checker, active). Sign in at ${env.appUrl}/login`,
    );
  } finally {
    await db.close();
  }
}

if (values.help) {
  console.log(HELP);
} else {
  try {
    await main();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof AdminInputError ? `Not created:\n${message}` : message);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
