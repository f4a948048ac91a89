import { afterAll, beforeAll } from "vitest";
import { createApiHarness, type ApiHarness } from "./api-app";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "./postgres-cluster";

/**
 * Whether this machine can run the PostgreSQL suites. Without binaries the suites skip with
 * a printed notice; with REQUIRE_POSTGRES=1 (CI) a missing PostgreSQL is an error instead.
 */
export function postgresAvailable(): boolean {
  if (findPostgresBin()) return true;
  if (process.env.REQUIRE_POSTGRES === "1") {
    throw new Error(
      "REQUIRE_POSTGRES=1 but no PostgreSQL server binaries were found (apt-get install -y postgresql, or set PG_BIN).",
    );
  }
  console.warn(
    "NOTICE: PostgreSQL server binaries not found; skipping the PostgreSQL tests (set REQUIRE_POSTGRES=1 to make this an error).",
  );
  return false;
}

let databaseCounter = 0;

/** One throwaway cluster for the file; `database()` makes a fresh, empty database in it. */
export function usePostgresCluster(): { readonly cluster: PostgresCluster; database: () => string } {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => {
    cluster?.stop();
  });
  return {
    get cluster() {
      if (!cluster) throw new Error("cluster not started");
      return cluster;
    },
    database: () => {
      if (!cluster) throw new Error("cluster not started");
      databaseCounter += 1;
      return cluster.createDatabase(`test_${process.pid}_${databaseCounter}`);
    },
  };
}

/**
 * The in-process app on a fresh database of a throwaway cluster, for one file's tests: the
 * PostgreSQL twin of `useApiHarness` (call it inside a `describe.runIf(postgresAvailable())`).
 */
export function usePostgresHarness(env: Record<string, string> = {}): () => ApiHarness {
  const pg = usePostgresCluster();
  let harness: ApiHarness | undefined;
  beforeAll(async () => {
    harness = await createApiHarness({ databaseUrl: pg.database(), env });
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error("harness not started");
    return harness;
  };
}
