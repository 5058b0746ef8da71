// The CLIs' answer when the server (or another CLI) holds the embedded database: the reason on
// stderr and exit code 3, without a stack trace; anything else is rethrown.
import { DataDirInUseError } from '../platform/data-dir-lock.ts';

export const EXIT_DATA_DIR_IN_USE = 3;

export function refuseWhenInUse(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    console.error(`refused: ${error.message}`);
    process.exit(EXIT_DATA_DIR_IN_USE);
  }
  throw error;
}
