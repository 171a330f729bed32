/** A small, fixed icon set for cards and feature lists (inline SVG, no icon font). */
const paths = {
  container: 'M3 7h18v10H3zM7 7v10M11 7v10M15 7v10M19 7v10',
  sofa: 'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 12a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2zM5 17v2M19 17v2',
  interior: 'M3 21V8l9-5 9 5v13M9 21v-6h6v6M3 21h18',
  desk: 'M3 8h18M5 8v11M19 8v11M14 8v5h5',
  building: 'M4 21V4h10v17M14 9h6v12M8 8h2M8 12h2M8 16h2M4 21h17',
  school: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  clinic: 'M4 21V7h16v14M10 11h4M12 9v4M9 21v-4h6v4',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7',
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5',
  tent: 'M12 3L2 20h20zM12 3v17M8 20l4-7 4 7',
  tree: 'M12 2l6 9h-4l5 7H5l5-7H6zM12 18v4',
  laser: 'M12 2v8M8 6l4 4 4-4M4 14h16M6 18h12M9 22h6',
  spray: 'M9 3h6v4H9zM7 7h10v14H7zM17 10h3M17 13h4M17 16h3',
  weld: 'M3 21l8-8M13 11l3-3M14 4l6 6M16 2l6 6M6 14l4 4',
  gear: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  shield: 'M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  team: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5',
  star: 'M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z',
  leaf: 'M4 20C4 10 10 4 20 4c0 10-6 16-16 16zM4 20l8-8',
  truck: 'M2 6h12v10H2zM14 10h5l3 3v3h-8zM6 19a2 2 0 1 0 0-.1M18 19a2 2 0 1 0 0-.1',
  ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  chip: 'M7 7h10v10H7zM10 2v5M14 2v5M10 17v5M14 17v5M2 10h5M2 14h5M17 10h5M17 14h5',
  check: 'M4 12l5 5L20 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  cube: 'M12 2l9 5v10l-9 5-9-5V7zM12 12l9-5M12 12v10M12 12L3 7',
  wine: 'M8 2h8l-1 7a3 3 0 0 1-6 0zM12 12v8M8 22h8',
  bed: 'M3 18V6M3 14h18v4M21 18v-6a3 3 0 0 0-3-3h-8v5M6 11a2 2 0 1 0 0-.1',
  chair: 'M7 3h10v8H7zM5 11h14v3H5zM7 14v7M17 14v7',
  column: 'M6 3h12M6 21h12M8 3v18M16 3v18M12 3v18',
  signpost: 'M12 2v20M5 4h11l3 3-3 3H5zM19 12H8l-3 3 3 3h11zM8 22h8',
  photos: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9a1.5 1.5 0 1 0 0 .1',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as [IconName, ...IconName[]];

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
