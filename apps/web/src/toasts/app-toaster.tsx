import { Toaster } from 'sonner';

/**
 * Below the top bar (4 rem tall; 0.5 rem to spare), so a toast never covers the Ϟ balance: after a
 * reward the player should see both the toast and the balance it moved.
 */
const BELOW_TOP_BAR = '4.5rem';

/** docs/spec.md §9: top-right, 5000 ms, hotkey Alt+T labelled `Notifications Alt+T`. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      offset={{ top: BELOW_TOP_BAR }}
      mobileOffset={{ top: BELOW_TOP_BAR }}
      duration={5000}
      hotkey={['altKey', 'KeyT']}
      customAriaLabel="Notifications Alt+T"
      theme="dark"
      richColors
      closeButton
    />
  );
}
