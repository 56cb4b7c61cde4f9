import { Toaster } from 'sonner';

/** Spec 9: top-right, 5000 ms, hotkey Alt+T labelled `Notifications Alt+T`. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      duration={5000}
      hotkey={['altKey', 'KeyT']}
      customAriaLabel="Notifications Alt+T"
      theme="dark"
      richColors
      closeButton
    />
  );
}
