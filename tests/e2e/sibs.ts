/**
 * The SIBS simulator of the journeys' server (playwright.config.ts starts it on E2E_PORT + 1000),
 * driven as the customer's phone or bank would: approve or decline an MB WAY request, pay or expire
 * a Multibanco reference (integrations/sibs/simulator.ts, `/__sim/` control endpoints).
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 1000;

/** Base URL of the simulator, e.g. `http://127.0.0.1:4210`. */
export const SIBS_SIMULATOR_URL = `http://127.0.0.1:${port}`;
