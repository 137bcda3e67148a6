import type { Rule } from "eslint";

declare const noServerImportInClient: Rule.RuleModule;
export default noServerImportInClient;
