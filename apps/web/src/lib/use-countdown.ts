import { useEffect, useRef, useState } from 'react';
import { type Clock, systemClock } from './clock.ts';

/**
 * Whole seconds left of a countdown that runs while `running` is true, starting again from
 * `seconds` each time it starts. Counts from a deadline, not from ticks, so late timers (a throttled
 * tab, a fake clock jumping ahead) still end it on time. `onDone` runs once when it reaches zero.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void, clock: Clock = systemClock) {
  const [left, setLeft] = useState(seconds);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!running) return;
    const deadline = clock.now() + seconds * 1000;
    setLeft(seconds);
    let timer = 0;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - clock.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        onDoneRef.current();
        return;
      }
      // Wake at the next whole second of the deadline.
      timer = clock.setTimeout(tick, deadline - clock.now() - (remaining - 1) * 1000);
    };
    timer = clock.setTimeout(tick, 1000);
    return () => clock.clearTimeout(timer);
  }, [running, seconds, clock]);

  return left;
}
