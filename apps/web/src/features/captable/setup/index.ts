/** The cap table's set-up screens: stakeholders, stock classes and terms, equity plans (issue 17). */
export { CAP_PAGE_SIZES, StakeholdersPanel } from './components/stakeholders-panel.tsx';
export { day, price, shares } from './lib/format.ts';
export { ClassesPanel } from './components/classes-panel.tsx';
export { PlanView } from './components/plan-view.tsx';
export { PlansPanel } from './components/plans-panel.tsx';
