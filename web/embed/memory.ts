/**
 * Imported first by the embed's entry: before any module reads a preference, the embedded
 * pages stop using the device's storage. Inside `sandbox="allow-scripts"` there is none (it
 * throws), and elsewhere a blog's reader should not find a game from a blog post in their
 * Tavolo list: the seat token lives as long as the page.
 */
import { keepInMemory } from "../store";

keepInMemory();
