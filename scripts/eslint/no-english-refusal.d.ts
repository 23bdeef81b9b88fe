// Types of no-english-refusal.js (plain JavaScript, so eslint.config.js loads it with node alone) for its test.
import type { ESLint, Rule } from 'eslint';

export declare const noEnglishRefusal: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
