// Secrecy and fair-deal checks over seeded random games 0–49 (of 100; see secrecy.ts).
import { secrecyOver } from "./secrecy";

secrecyOver(0, 50);
