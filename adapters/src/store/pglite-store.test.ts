import { reservationContract } from "./reservation.contract";
import { storeContract } from "./store.contract";
import { pgliteTestDatabase } from "./test-databases";

storeContract("PGlite", pgliteTestDatabase);
reservationContract("PGlite", pgliteTestDatabase);
