// Runs a web-client machine's generated paths (qa/web-machines/model.ts) through the real
// component in jsdom, one Vitest test per path: the component is rendered as its screen hosts it
// (the app's providers, the real words in Indonesian, a GraphQL link whose answers the driver
// gives, Vitest's fake clock), each event is taken as the person, the network or the clock would
// cause it, and after the start and after every step what the screen shows must be what the
// machine's state says it shows. `npm test` runs every path; `npm run qa:paths -- --tier web`
// runs them (or those chosen) and reads each path's steps from the file this
// writes (QA_WEB_RESULTS, a folder) into its report; it chooses paths by Vitest's name filter.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { resetDom } from '../../web/src/test-support/dom.tsx';
import type { AnyEvent, MachinePathResult, MachineStep } from '../other-machines/model.ts';
import { inputOf, type WebMachine, webCoverage, webMachinePaths } from './model.ts';

type Snapshot = ReturnType<AnyStateMachine['getInitialSnapshot']>;
/** An action a transition ran, with its parameters. */
export type Action = { type: string; params?: unknown };

/** The component as a path drives it. */
export type WebScreen = {
  /** Takes one step as the person, the network or the clock would; answers it in words. */
  take(event: AnyEvent): Promise<string>;
  /** What the screen shows now, in one line compared with what the machine says. */
  seen(): string;
};

export type WebDriver = {
  machine: WebMachine;
  /** Renders the component as its screen hosts it, for a path starting from `input`. */
  mount(input: unknown): Promise<WebScreen> | WebScreen;
  /**
   * What the screen shows in this state of the machine, in the line `seen` reads; `actions` are
   * the ones the step's transition ran (a toast the step shows, say), none at the start, and
   * `history` every action the path's steps ran so far (how many callbacks ran, say), and
   * `events` the path's events taken so far (what the network answered, say).
   */
  expected(
    snapshot: Snapshot,
    actions: readonly Action[],
    history: readonly Action[],
    events: readonly AnyEvent[],
  ): string;
};

/** The folder `npm run qa:paths -- --tier web` reads the paths' results from. */
export const RESULTS_ENV = 'QA_WEB_RESULTS';

// The real clock, taken before a path installs the fake one (which fakes process.hrtime too).
const realNow = process.hrtime.bigint.bind(process.hrtime);
const elapsedMs = (from: bigint) => Number(realNow() - from) / 1e6;

/** One describe block: the generator's own check, then one test per path. */
export function describeWebPaths(driver: WebDriver): void {
  const m = driver.machine;
  const paths = webMachinePaths(m);
  const results: MachinePathResult[] = [];

  describe(`web client: ${m.label} (${m.component})`, () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(resetDom);
    afterAll(() => {
      const folder = process.env[RESULTS_ENV];
      if (!folder || results.length === 0) return;
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${m.slug}.json`), JSON.stringify(results, null, 1));
    });

    it('has paths that reach every state and transition the web client meets', () => {
      const planned = webCoverage(m, 'planned');
      const unexplained = (kind: 'states' | 'transitions') =>
        planned[kind].missing.filter((x) => !x.reason.startsWith('the web client never meets'));
      expect(unexplained('states')).toEqual([]);
      expect(unexplained('transitions')).toEqual([]);
    });

    it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
      const began = realNow();
      const steps: MachineStep[] = [];
      const result: MachinePathResult = {
        name: path.name,
        machine: m.label,
        tier: 'web',
        status: 'failed',
        ms: 0,
        steps,
      };
      results.push(result);
      const input = inputOf(m, path);
      let [snapshot] = initialTransition(m.machine, input as never) as [Snapshot, unknown];
      let actions: readonly Action[] = [];
      const history: Action[] = [];
      const taken: AnyEvent[] = [];
      const step = async (words: string, act: () => Promise<string | undefined>) => {
        const from = realNow();
        let said = words;
        try {
          said = (await act()) ?? words;
          const seen = screen?.seen();
          expect(seen, `after "${said}" the machine is in ${JSON.stringify(snapshot.value)}`).toBe(
            driver.expected(snapshot, actions, history, taken),
          );
          steps.push({
            words: said,
            ok: true,
            ms: elapsedMs(from),
            via: 'web',
            through: m.component,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          steps.push({
            words: said,
            ok: false,
            ms: elapsedMs(from),
            via: 'web',
            through: m.component,
            error: message,
          });
          result.error = message;
          result.ms = elapsedMs(began);
          throw error;
        }
      };
      let screen: WebScreen | undefined;
      await step(`the screen opens (${m.component})`, async () => {
        screen = await driver.mount(input);
        return undefined;
      });
      for (const event of path.events) {
        await step(event.type, async () => {
          // The toasts on screen after a step are the ones it showed.
          await act(async () => {
            notifications.clean();
            await vi.advanceTimersByTimeAsync(0);
          });
          const words = await (screen as WebScreen).take(event);
          [snapshot, actions] = transition(m.machine, snapshot, event as never) as [
            Snapshot,
            Action[],
          ];
          history.push(...actions);
          taken.push(event);
          return words;
        });
      }
      result.status = 'passed';
      result.ms = elapsedMs(began);
    });
  });
}
