export { type LabelledRule, passwordChecks, type RuleCheck, ruleChecks } from './rule-checks.ts';
export { ValidationMessageList, type ValidationMessageListProps } from './validation-message-list.tsx';
export { ValidationMessageMenu, type ValidationMessageMenuProps } from './validation-message-menu.tsx';
