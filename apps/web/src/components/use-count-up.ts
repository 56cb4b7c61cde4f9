import { useEffect, useRef, useState } from 'react';

/** How long a count takes; short enough not to hold anyone up. */
const COUNT_MS = 1200;

/**
 * A number that counts from its previous value (at first `start`) to `target` whenever the target
 * changes (the balance after a reward), easing out. With `instant` (reduced motion) it jumps, as it
 * would without this hook.
 */
export function useCountUp(target: number, instant: boolean, start = target): number {
  const [shown, setShown] = useState(instant ? target : start);
  const from = useRef(start);

  useEffect(() => {
    const origin = from.current;
    from.current = target;
    if (instant || origin === target) {
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - began) / COUNT_MS);
      const eased = 1 - (1 - t) ** 3;
      setShown(Math.round(origin + (target - origin) * eased));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, instant]);

  return shown;
}
