import { accountStoreContract } from "./account.contract";
import { auditRepositoryContract } from "./audit-repository.contract";
import { idempotentResponsesContract } from "./idempotent-responses.contract";
import { insightsContract } from "./insights.contract";
import { reservationContract } from "./reservation.contract";
import { savedSearchContract } from "./saved-search.contract";
import { stockConsoleContract } from "./stock-console.contract";
import { storeContract } from "./store.contract";
import { pgliteTestDatabase } from "./test-databases";

storeContract("PGlite", pgliteTestDatabase);
accountStoreContract("PGlite", pgliteTestDatabase);
reservationContract("PGlite", pgliteTestDatabase);
auditRepositoryContract("PGlite", pgliteTestDatabase);
savedSearchContract("PGlite", pgliteTestDatabase);
stockConsoleContract("PGlite", pgliteTestDatabase);
insightsContract("PGlite", pgliteTestDatabase);
idempotentResponsesContract("PGlite", pgliteTestDatabase);
