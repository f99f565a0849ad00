import { secondaryButtonClass } from './form-styles';

/** The question a money move asks before it runs; focus goes to it so a keyboard user hears it. */
export default function ConfirmMove({ ask, onYes, onNo }: { ask: { question: string; yes: string }; onYes: () => void; onNo: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby="confirm-move-question" className="space-y-2 rounded-md border border-line p-3">
      <p id="confirm-move-question" tabIndex={-1} ref={(el) => el?.focus()} className="font-semibold">
        {ask.question}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onYes} className={secondaryButtonClass}>
          {ask.yes}
        </button>
        <button type="button" onClick={onNo} className={secondaryButtonClass}>
          No, go back
        </button>
      </div>
    </div>
  );
}
