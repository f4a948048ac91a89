import { ConfigError } from "./config";
import { errorText } from "./logger";

/**
 * Runs a command-line entry (`npm run admin:create`, `npm run mail:check`): exits with the code
 * `main` answers; a bad setting prints its message as it is, anything else `<name> failed: ...`.
 */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : `${name} failed: ${errorText(error)}`);
      process.exit(1);
    },
  );
}
