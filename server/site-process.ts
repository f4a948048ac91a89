import path from "node:path";
import { publicUrlOf } from "#server/config";
import type { Clock } from "./clock";
import type { Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { startJobs, type Jobs } from "./jobs/start-jobs";
import type { Logger } from "./logger";
import type { MailTransport } from "#app/modules/mail/server";
import { attachContactsToEarlierLeads, fillSearchText } from "#app/modules/leads/server";
import { issueSetupLink } from "#app/modules/staff/server";
import { createContentCatalogue, type ContentCatalogue } from "#app/modules/content/server";

/**
 * What a site process opens once, whether it serves the build (`npm start`) or the source
 * (`npm run dev`): the database (migrated), the content catalogue, the background jobs, and the
 * first-account setup link when there is no staff account yet.
 */
export async function openSiteProcess(
  config: Config,
  logger: Logger,
  clock: Clock,
  transport?: MailTransport,
): Promise<{ database: DatabaseHandle; contentCatalogue: ContentCatalogue; jobs: Jobs | null }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
  logger.info("database ready", { engine: database.engine });
  const attached = await attachContactsToEarlierLeads(database.db);
  const searchable = await fillSearchText(database.db);
  if (attached + searchable > 0)
    logger.info("earlier leads brought up to date", { contacts: attached, search: searchable });
  const setupToken = await issueSetupLink(database.db, clock());
  if (setupToken) {
    logger.warn("no staff account yet: open this link within an hour to create the first one (it works once)", {
      url: `${publicUrlOf(config)}/admin/setup?token=${setupToken}`,
    });
  }
  const contentCatalogue = createContentCatalogue({ db: database.db, logger, clock });
  const jobs = config.runJobs
    ? startJobs({
        config,
        db: database.db,
        engine: database.engine,
        logger,
        clock,
        onContentChanged: contentCatalogue.invalidate,
        transport,
      })
    : null;
  return { database, contentCatalogue, jobs };
}
