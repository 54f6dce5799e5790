// Secrecy and fair-deal checks over seeded random games 50–99 (of 100; see secrecy.ts).
import { secrecyOver } from "./secrecy";

secrecyOver(50, 100);
