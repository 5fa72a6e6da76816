import type {Tab} from '../support/tab';

/**
 * A behaviour of the site as a visitor meets it, written once for every engine. It starts on
 * a desktop-sized window with whatever the tab last showed, and leaves no error behind on the
 * pages it opens (the suite checks).
 */
export interface Scenario {
  readonly name: string;
  run(tab: Tab): Promise<void>;
}
