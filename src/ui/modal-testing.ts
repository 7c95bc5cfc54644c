/**
 * For tests: jsdom has no modal dialogs. Opens and closes the modal primitive's <dialog> the way
 * browsers do (close fires 'close').
 */
export function mockModalDialogs() {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
