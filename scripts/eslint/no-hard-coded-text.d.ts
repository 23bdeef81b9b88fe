// Types of no-hard-coded-text.js (plain JavaScript, so eslint.config.js loads it with node alone) for its test.
import type { ESLint, Rule } from 'eslint';

export declare const noHardCodedText: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
