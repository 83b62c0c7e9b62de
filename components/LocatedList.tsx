// A list of merge conflicts or import problems: each item's kind and message, and every place it names (input,
// line:column, JSON Pointer) as a button that shows that place. Document content is rendered as text only.
import type { ConflictLocation } from '../core/index.ts';

export interface LocatedItem {
  /** Conflict kind or problem code. */
  kind: string;
  message: string;
  protocolVersions: string[];
  locations: ConflictLocation[];
}

export function LocatedList({
  items,
  onLocate,
  testId,
  label,
}: {
  items: LocatedItem[];
  onLocate(location: ConflictLocation): void;
  testId: string;
  label: string;
}) {
  return (
    <ol className="sd-located" data-testid={testId} aria-label={label}>
      {items.map((item, i) => (
        <li key={i} className="sd-located-item" data-testid={`${testId}-item`} data-kind={item.kind}>
          <div>
            <code className="sd-kind">{item.kind}</code>
            {item.protocolVersions.length > 0 && (
              <span className="sd-versions"> MCP {item.protocolVersions.join(', ')}</span>
            )}
          </div>
          <p className="sd-message">{item.message}</p>
          {item.locations.length > 0 && (
            <ul className="sd-locations">
              {item.locations.map((location, j) => (
                <li key={j}>
                  <button
                    type="button"
                    className="sd-location"
                    data-testid={`${testId}-location`}
                    onClick={() => onLocate(location)}
                    title="Show this place"
                  >
                    {location.input}
                    {location.range ? `:${location.range.start.line}:${location.range.start.column}` : ''}{' '}
                    <code>{location.path === '' ? '/' : location.path}</code>
                  </button>
                  {location.note && <span className="sd-note"> {location.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
