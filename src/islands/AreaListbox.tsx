/** @jsxImportSource preact */
import type { Messages } from '../i18n/en.ts';
import type { AreaData } from './types.ts';

interface Props {
  id: string;
  label: string;
  hidden: boolean;
  areas: AreaData[];
  /** the option the arrows are on (aria-activedescendant of the input), or -1 */
  active: number;
  optionId: (index: number) => string;
  /** an area's name and district in the page's language */
  name: (area: AreaData) => string;
  district: (area: AreaData) => string;
  status: Messages['coverage']['status'];
  onChoose: (area: AreaData) => void;
}

/**
 * The coverage check's suggestions: the areas matching what was typed, each with its district and
 * status. Over what follows on a wide screen; on a phone, where the Check button is below the
 * input, in the page's flow, so it pushes the button down instead of covering it.
 */
export function AreaListbox({ id, label, hidden, areas, active, optionId, name, district, status, onChoose }: Props) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      className="mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg sm:absolute sm:inset-x-0 sm:top-full sm:z-20"
    >
      {areas.map((area, i) => (
        <div
          key={area.id}
          id={optionId(i)}
          role="option"
          // Focus stays in the input (aria-activedescendant); an option is reached by the arrows.
          tabIndex={-1}
          aria-selected={i === active}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(area)}
          className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 ${i === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
        >
          <span>
            <span className="font-medium text-slate-900">{name(area)}</span>
            {/* Read as "Itahari-6, Sunsari, Available" */}
            <span className="sr-only">, </span>
            <span className="ml-2 text-sm text-slate-600">{district(area)}</span>
            <span className="sr-only">, </span>
          </span>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${area.status === 'available' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
          >
            {status[area.status]}
          </span>
        </div>
      ))}
    </div>
  );
}
