/**
 * Line icons for the tab bar and top bar. They draw with currentColor, so they follow the text
 * colour in the dark theme and in forced-colors mode (where the system colours replace ours).
 */
type IconName = 'home' | 'car' | 'receipt' | 'card' | 'more' | 'logout';

const PATHS: Record<IconName, string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  car: 'M3 16v-4l2-5h14l2 5v4M3 16h18M3 16v3h3v-3M18 16v3h3v-3M7 13h.01M17 13h.01',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  more: 'M4 7h16M4 12h16M4 17h16',
  logout: 'M10 4H5v16h5M14 8l4 4-4 4M18 12H9',
};

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
