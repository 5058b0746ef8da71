// Widths of centre popups wider than antd-mobile's default wrap (capped at 75vw, which pushes a
// wider card off centre on a phone).
import type { CSSProperties } from 'react';

type PopupStyle = CSSProperties & Record<'--min-width' | '--max-width', string>;

export const WIDE_POPUP: PopupStyle = { '--min-width': 'min(92vw, 380px)', '--max-width': 'min(92vw, 380px)' };
export const NARROW_POPUP: PopupStyle = { '--min-width': 'min(86vw, 330px)', '--max-width': 'min(86vw, 330px)' };
