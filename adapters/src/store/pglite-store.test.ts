import { accountStoreContract } from "./account.contract";
import { storeContract } from "./store.contract";
import { pgliteTestDatabase } from "./test-databases";

storeContract("PGlite", pgliteTestDatabase);
accountStoreContract("PGlite", pgliteTestDatabase);
