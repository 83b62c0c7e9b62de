// While the text does not parse, a result tab cannot be brought up to date: it says where to fix the text (the link
// selects the error in the editor) and keeps the last result of a text that parsed, marked as outdated.
import { useStore } from '../src/store.ts';

/** `kept`: what the tab still shows from the last text that parsed ("view"), or undefined when it shows nothing. */
export function SyntaxErrorNotice({ kept }: { kept?: string }) {
  const syntaxError = useStore((s) => s.syntaxError);
  const revealRange = useStore((s) => s.revealRange);
  if (!syntaxError) return null;
  return (
    <p className="syntax-error-notice" role="status" data-testid="syntax-error-notice">
      The text does not parse:{' '}
      <a
        href="#editor"
        onClick={(event) => {
          event.preventDefault();
          revealRange(syntaxError.range);
        }}
        data-testid="syntax-error-link"
      >
        fix the syntax error at line {syntaxError.line}
      </a>{' '}
      first.{kept ? ` The ${kept} below is of the last text that parsed, so it may be outdated.` : ''}
    </p>
  );
}
