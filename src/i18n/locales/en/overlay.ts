/**
 * English: the shell's overlays and floating button (spec 1 §2 Main layout: FAB, exit popup, basic
 * popup; ADR 130–132). A market's own labels (general.global_fab's mobileButtonLabel, exit_popup's
 * ok and cancel, basic_popup's title) are settings and win over these defaults. Every modal's close
 * button is named by `ui.close` (src/ui/Modal.tsx).
 */
export const overlay = {
  /** The floating button's name; the phone label's default. */
  fabOpen: 'Quick links',
  /** The landmark of the quick links and the floating button's list. */
  fabNavigation: 'Quick links',
  quickLinksExpand: 'Show labels',
  quickLinksCollapse: 'Hide labels',
  /** The exit popup when exit_popup leaves its texts empty. */
  exitTitle: 'You are leaving this website',
  exitCopy: 'This link takes you to another website, which we are not responsible for.',
  exitGo: 'Continue',
  /** The basic popup's heading when basic_popup has no title. */
  popupTitle: 'Announcement',
}
