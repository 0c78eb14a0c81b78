import { h, render } from 'preact';
import { Captcha } from './Captcha.tsx';

/**
 * The captcha as an element of the page, <isp-captcha>, for an interface that is not Preact (the
 * admin's React login): React renders it like any element, sets its `resetKey` property and
 * listens to its `verifiedchange` event (detail: whether the typed text matches). Inside, Preact
 * renders the one Captcha component the public forms use, so the captcha is written once.
 */
export class CaptchaElement extends HTMLElement {
  #resetKey: unknown;
  /** any change draws a new code and clears the input, as Captcha's resetKey */
  get resetKey() {
    return this.#resetKey;
  }
  set resetKey(value: unknown) {
    this.#resetKey = value;
    if (this.isConnected) this.#render();
  }
  connectedCallback() {
    this.#render();
  }
  disconnectedCallback() {
    render(null, this);
  }
  // One function for the element's life: Captcha reports again whenever its callback changes.
  #onVerifiedChange = (verified: boolean) =>
    this.dispatchEvent(new CustomEvent<boolean>('verifiedchange', { detail: verified }));
  #render() {
    render(h(Captcha, { resetKey: this.#resetKey, onVerifiedChange: this.#onVerifiedChange }), this);
  }
}
customElements.get('isp-captcha') ?? customElements.define('isp-captcha', CaptchaElement);

// How React's JSX knows the element (React 19 sets `resetKey` as a property and adds `on…` props as listeners).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'isp-captcha': {
        className?: string;
        resetKey?: unknown;
        onverifiedchange?: (event: CustomEvent<boolean>) => void;
      };
    }
  }
}
