import { ToastContainer } from 'react-toastify';

/** The toast area of a form island (react-toastify injects its own styles). */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={4000} newestOnTop closeOnClick theme="colored" />;
}
