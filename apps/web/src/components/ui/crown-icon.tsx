// antd-mobile-icons has no crown; VIP gets a small inline one drawn in the same outline style.
export function CrownIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7z" />
      <path d="M6 16h12" />
    </svg>
  );
}
