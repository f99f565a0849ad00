import { buttonClass } from './form-styles';

/** Opens the browser's print dialog; the page's print styles leave only the slips. */
export default function PrintButton() {
  return (
    <button type="button" className={buttonClass} onClick={() => window.print()}>
      Print
    </button>
  );
}
