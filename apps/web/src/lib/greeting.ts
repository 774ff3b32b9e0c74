/** Spec 2 "App bar": Good Morning after hour 0, Afternoon after 12, Evening after 17. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour >= 17) return 'Good Evening';
  if (hour >= 12) return 'Good Afternoon';
  return 'Good Morning';
}
