/** The cap table's people and data: vesting, scenarios, holders, OCF import and export, holdings, the hand-off. */
export { VestingView } from './components/vesting-view.tsx';
export { HoldersView } from './components/holders-view.tsx';
export { NO_SCENARIOS, ScenariosView } from './components/scenarios-view.tsx';
export { OcfPanel } from './components/ocf-panel.tsx';
export { HoldingsView, NO_HOLDINGS } from './components/holdings-view.tsx';
export { SsoLanding } from './components/sso-landing.tsx';
