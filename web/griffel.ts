import { transformAsync } from '@babel/core';
import type { EvalRule } from '@griffel/babel-preset';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// A CommonJS package whose named exports Node cannot list for an ES import.
const griffel = createRequire(import.meta.url)('@griffel/babel-preset') as typeof import('@griffel/babel-preset');

/**
 * Evaluating a style object at build time needs what it uses from Fluent: `tokens` (CSS variables) and Griffel's
 * `shorthands`. Fluent's entry would load every component in Node, whose CommonJS build the evaluator cannot run (it
 * resolves some helpers, as Node does, to their ES modules), so both are read from the packages that hold them.
 */
const FLUENT_FOR_STYLES = "exports.tokens = require('@fluentui/tokens').tokens; exports.shorthands = require('@griffel/core').shorthands;";

const EVALUATION_RULES: EvalRule[] = [
  // Griffel's defaults: the app's modules shaken to what a style needs, packages run as they are …
  { action: griffel.shakerEvaluator },
  { test: /[\\/]node_modules[\\/]/, action: 'ignore' },
  // … and Fluent's entry as above.
  { test: /[\\/]node_modules[\\/]@fluentui[\\/]react-components[\\/]/, action: () => [FLUENT_FOR_STYLES, null] },
];

/**
 * Griffel's build-time transform of the app's own styles (`makeStyles`, `makeResetStyles`): class names and CSS rules
 * computed at build time, as Fluent ships its components, so the bundle carries no style compiler (stylis,
 * rtl-css-js, Griffel's runtime: ≈ 7 kB gzip on every route) and the browser computes no styles. It runs on the
 * compiled JavaScript of `web/src` modules, in the build only: the component tests and the dev server keep Griffel's
 * runtime, which makes the same classes.
 */
export function griffelAot(): Plugin {
  return {
    name: 'hive:griffel-aot',
    apply: 'build',
    async transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id) || !/\bmake(Styles|ResetStyles|StaticStyles)\(/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        presets: [[griffel.default, { evaluationRules: EVALUATION_RULES }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
