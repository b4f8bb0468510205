import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface Neighbour {
  id: string;
  label: string;
  entityName: string;
  /** The linked record's name. */
  name: string;
}

const SIZE = 320;
const CENTRE = SIZE / 2;
const RADIUS = 115;

/**
 * The record in the middle and its linked records around it, each a button opening its card. At
 * most a dozen are drawn; the list below the picture has them all.
 */
export function NeighbourGraph({ neighbours }: { neighbours: Neighbour[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = neighbours.slice(0, 12);
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      aria-label={t('relations.graph')}
      data-testid="neighbour-graph"
      style={{ fontSize: 11, fontFamily: 'inherit' }}
    >
      {shown.map((n, i) => {
        const angle = (2 * Math.PI * i) / shown.length - Math.PI / 2;
        const x = CENTRE + RADIUS * Math.cos(angle);
        const y = CENTRE + RADIUS * Math.sin(angle);
        const open = () => navigate(`/records/${encodeURIComponent(n.entityName)}/${n.id}`);
        return (
          <g key={`${n.id}-${i}`}>
            <line x1={CENTRE} y1={CENTRE} x2={x} y2={y} stroke="#90a4ae" />
            <text x={(CENTRE + x) / 2} y={(CENTRE + y) / 2 - 4} textAnchor="middle" fill="#37474f">
              {n.label}
            </text>
            <g
              role="button"
              tabIndex={0}
              aria-label={`${n.label} ${n.entityName} ${n.name}`}
              onClick={open}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  open();
                }
              }}
              style={{ cursor: 'pointer' }}
            >
              <circle cx={x} cy={y} r={22} fill="#5c8fcf" />
              <text x={x} y={y + 4} textAnchor="middle" fill="#fff">
                {n.entityName.slice(0, 8)}
              </text>
              <text x={x} y={y + 34} textAnchor="middle" fill="#263238">
                <title>{n.name}</title>
                {n.name.length > 18 ? `${n.name.slice(0, 17)}…` : n.name}
              </text>
            </g>
          </g>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r={26} fill="#1f4e8c" />
      <text x={CENTRE} y={CENTRE + 4} textAnchor="middle" fill="#fff" fontWeight={600}>
        {t('relations.thisRecord')}
      </text>
    </svg>
  );
}
