export { StatCard, type StatCardProps, type StatTone, toneColor } from './stat-card.tsx';
