// Runs the scenarios against one stack and collects their results.
import { attendeeList } from './scenarios/attendeeList.ts';
import { bffOwnTime } from './scenarios/bffOwnTime.ts';
import { bffVsRest } from './scenarios/bffVsRest.ts';
import { checkList } from './scenarios/checkList.ts';
import { dashboards } from './scenarios/dashboards.ts';
import { emailTemplateList } from './scenarios/emailTemplateList.ts';
import { expenseList } from './scenarios/expenseList.ts';
import { exportXlsx } from './scenarios/exportXlsx.ts';
import { importEvents } from './scenarios/importCsv.ts';
import { largeTenant } from './scenarios/largeTenant.ts';
import { mailReminders } from './scenarios/mailReminders.ts';
import { speakerList } from './scenarios/speakerList.ts';
import { surveyResponses } from './scenarios/surveyResponses.ts';
import { upstreamCalls } from './scenarios/upstreamCalls.ts';
import { benchContext, type BenchConfig, type Scenario, type ScenarioResult } from './scenario.ts';
import type { BenchStack } from './stack.ts';

export const SCENARIOS: Record<number, Scenario> = {
  1: bffVsRest,
  2: upstreamCalls,
  3: largeTenant,
  4: exportXlsx,
  5: importEvents,
  6: bffOwnTime,
  7: speakerList,
  8: surveyResponses,
  9: attendeeList,
  10: checkList,
  11: expenseList,
  12: emailTemplateList,
  13: mailReminders,
  14: dashboards,
};

export interface BenchResult extends ScenarioResult {
  id: number;
  seconds: number;
  /** The failure of a scenario that threw. */
  error?: string;
}

export async function runBench(
  config: BenchConfig,
  stack: BenchStack,
  only: number[] = [],
  log: (text: string) => void = () => {},
): Promise<BenchResult[]> {
  const ctx = benchContext(config, stack);
  const results: BenchResult[] = [];
  for (const [key, scenario] of Object.entries(SCENARIOS)) {
    const id = Number(key);
    if (only.length && !only.includes(id)) continue;
    const started = performance.now();
    let result: BenchResult;
    try {
      result = { id, ...(await scenario(ctx)), seconds: 0 };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result = { id, name: `scenario ${id}`, figures: {}, lines: [`FAILED: ${message}`], error: message, seconds: 0 };
    }
    result.seconds = Math.round((performance.now() - started) / 100) / 10;
    log(`\n${id}. ${result.name}  [${result.seconds} s]\n${result.lines.map((l) => `   ${l}`).join('\n')}`);
    results.push(result);
  }
  return results;
}
