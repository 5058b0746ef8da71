// Widths of the promotions' centre popups (antd-mobile's wrap is capped at 75vw by default).
import type { CSSProperties } from 'react';

type PopupStyle = CSSProperties & Record<'--min-width' | '--max-width', string>;

export const WIDE_POPUP: PopupStyle = { '--min-width': 'min(92vw, 380px)', '--max-width': 'min(92vw, 380px)' };
export const NARROW_POPUP: PopupStyle = { '--min-width': 'min(86vw, 330px)', '--max-width': 'min(86vw, 330px)' };
